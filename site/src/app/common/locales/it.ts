export default {
  brand: 'Vela AI',
  loading: 'Caricamento…',
  close: 'Chiudi',
  notifications: 'Notifiche ({{hotkey}})',
  language: {
    label: 'Lingua',
    change: 'Cambia lingua',
    it: 'Italiano',
    en: 'English',
  },
  confirm: { title: 'Sei sicuro?', cancel: 'Annulla', delete: 'Elimina', deleting: 'Eliminazione…' },
  projectStatus: { completed: 'Completato', in_progress: 'In corso', on_hold: 'In pausa' },
  adminMenu: {
    label: 'Menu amministrazione',
    title: 'Amministrazione',
    cms: 'CMS',
    clients: 'Clienti',
    projects: 'Progetti',
    leads: 'Contatti',
    bots: 'Chatbot',
    portal: 'Portale',
  },
  notFound: {
    title: '404 Page Not Found',
    hint: 'Did you forget to add the page to the router?',
    back: 'Torna alla home',
  },
} as const;
