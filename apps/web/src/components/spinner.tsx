import { useTranslation } from 'react-i18next';

export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const { t } = useTranslation();
  const px = size === 'sm' ? 'size-4 border-2' : size === 'lg' ? 'size-12 border-4' : 'size-8 border-[3px]';
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <span className={`${px} animate-spin rounded-full border-line border-t-primary`} aria-hidden="true" />
      <span className="sr-only">{label ?? t('common:status.loading')}</span>
    </span>
  );
}
