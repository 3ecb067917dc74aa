import { contactMessages, type Language } from '@vela/contracts/public';

export type ContactField = 'name' | 'email' | 'phone' | 'company' | 'message';
type Control = HTMLInputElement | HTMLTextAreaElement;

/** Spec part 1 §5: the custom message for a field's failed native check, in the page's language. */
export function contactValidationMessage(field: ContactField, control: Control, lang: Language): string {
  const m = contactMessages[lang];
  const { validity } = control;
  if (validity.valid) return '';
  switch (field) {
    case 'name':
      return m.nameRequired;
    case 'email':
      return validity.valueMissing ? m.emailRequired : m.emailInvalid;
    case 'phone':
      return m.phoneInvalid;
    case 'company':
      return m.websiteInvalid;
    case 'message':
      return m.messageRequired;
  }
}
