import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface ContactPopupState {
  isOpen: boolean;
  open(): void;
  setOpen(open: boolean): void;
}

const ContactPopupContext = createContext<ContactPopupState | null>(null);

export function ContactPopupProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, setOpen, open: () => setOpen(true) }), [isOpen]);
  return <ContactPopupContext.Provider value={value}>{children}</ContactPopupContext.Provider>;
}

/** The contact popup's state; using it outside its provider is a programming error (spec part 1 §6). */
export function useContactPopup(): ContactPopupState {
  const context = useContext(ContactPopupContext);
  if (!context) throw new Error('useContactPopup must be used within a ContactPopupProvider');
  return context;
}
