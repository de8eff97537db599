import { useTranslation } from 'react-i18next';

export interface SupportHours {
  fromDay: number;
  toDay: number;
  open: string;
  close: string;
}

/** SPEC §1 agent support hours ("Monday to Friday 12:00 to 21:00") in the interface language. */
export function useSupportHours(hours: SupportHours): string {
  const { t, i18n } = useTranslation('agent');
  // 2024-01-01 was a Monday: day n (1 = Monday) is that date plus n - 1.
  const day = (n: number) => new Intl.DateTimeFormat(i18n.language === 'ty' ? 'th' : 'en', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, n)));
  return t('supportHours', { from: day(hours.fromDay), to: day(hours.toDay), open: hours.open, close: hours.close });
}
