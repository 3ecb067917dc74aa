import type { Messages } from '../../../i18n/messages.ts';
import type it from './it.ts';

export default {
  meta: { title: 'Sign in' },
  logout: 'Logout',
  tabs: { login: 'Login', register: 'Register' },
  login: {
    title: 'Welcome back',
    subtitle: 'Sign in to follow your projects and your chatbot.',
    submit: 'Login',
    submitting: 'Signing in…',
  },
  register: {
    title: 'Create your account',
    subtitle: 'Track your projects’ progress in real time.',
    submit: 'Create account',
    submitting: 'Creating account…',
  },
  fields: {
    username: 'Username',
    password: 'Password',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    company: 'Company',
    optional: 'optional',
  },
  validation: {
    invalid: 'Please check this field',
  },
  toast: {
    loginSuccess: 'Login successful',
    welcomeBack: 'Welcome back, {{name}}!',
    loginFailed: 'Login failed',
    invalidCredentials: 'Invalid username or password',
    registerSuccess: 'Registration successful',
    accountCreated: 'Your account has been created successfully!',
    registerFailed: 'Registration failed',
    couldNotCreate: 'Could not create your account',
    loggedOut: 'Logged out',
    loggedOutDescription: 'You have been successfully logged out',
    logoutFailed: 'Logout failed',
  },
  welcome: {
    title: 'Your client portal',
    subtitle: 'Everything you need to follow your AI automation projects with our team.',
    benefits: {
      progress: 'Real-time progress tracking',
      milestones: 'Upcoming milestones',
      tasks: 'Task completion status',
      secure: 'Secure access',
    },
  },
} satisfies Messages<typeof it>;
