import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec part 1 §1: the page title is the brand followed by the page's translated meta title. */
export function useDocumentTitle(metaTitle: string) {
  const { t } = useTranslation('common');
  const brand = t('brand');
  useEffect(() => {
    document.title = metaTitle ? `${brand} | ${metaTitle}` : brand;
  }, [brand, metaTitle]);
}
