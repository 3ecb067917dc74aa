import type { Messages } from '../../../i18n/messages.ts';
import type it from './it.ts';

export default {
  brand: 'Vela AI',
  loading: 'Loading…',
  close: 'Close',
  notifications: 'Notifications ({{hotkey}})',
  language: {
    label: 'Language',
    change: 'Change language',
    it: 'Italiano',
    en: 'English',
  },
  confirm: { title: 'Are you sure?', cancel: 'Cancel', delete: 'Delete', deleting: 'Deleting…' },
  projectStatus: { completed: 'Completed', in_progress: 'In progress', on_hold: 'On hold' },
  adminMenu: {
    label: 'Admin menu',
    title: 'Admin',
    cms: 'CMS',
    clients: 'Clients',
    projects: 'Projects',
    leads: 'Leads',
    bots: 'Chatbots',
    portal: 'Portal',
  },
  notFound: {
    title: '404 Page Not Found',
    hint: 'Did you forget to add the page to the router?',
    back: 'Back to the home page',
  },
} satisfies Messages<typeof it>;
