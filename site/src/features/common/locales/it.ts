export default {
  brand: 'Vela AI',
  loading: 'Caricamento…',
  close: 'Chiudi',
  notifications: 'Notifiche ({{hotkey}})',
  language: {
    label: 'Lingua',
    it: 'Italiano',
    en: 'English',
  },
  notFound: {
    title: '404 Page Not Found',
    hint: 'Did you forget to add the page to the router?',
    back: 'Torna alla home',
  },
} as const;
