import type { Messages } from '../../../i18n/messages.ts';
import type it from './it.ts';

export default {
  brand: 'Vela AI',
  loading: 'Loading…',
  close: 'Close',
  notifications: 'Notifications ({{hotkey}})',
  language: {
    label: 'Language',
    it: 'Italiano',
    en: 'English',
  },
  notFound: {
    title: '404 Page Not Found',
    hint: 'Did you forget to add the page to the router?',
    back: 'Back to the home page',
  },
} satisfies Messages<typeof it>;
