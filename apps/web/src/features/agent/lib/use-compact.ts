import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Chart axis numbers (1.2K, 3.4M) in the interface language; one stable function per language. */
export function useCompactNumber(): (value: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const nf = new Intl.NumberFormat(i18n.language === 'ty' ? 'th' : 'en', { notation: 'compact', maximumFractionDigits: 1 });
    return (v: number) => nf.format(v);
  }, [i18n.language]);
}
