import { useTranslation } from 'react-i18next';

export interface ResultBallsProps {
  result: string | null;
  size?: 'sm' | 'lg';
}

/** The three drawn digits as balls; dashes while the draw is pending. */
export function ResultBalls({ result, size = 'sm' }: ResultBallsProps) {
  const { t } = useTranslation('lottery');
  const digits = (result ?? '---').split('');
  const box = size === 'lg' ? 'size-12 text-2xl' : 'size-7 text-sm';
  return (
    <span className="inline-flex gap-1.5" role="img" aria-label={result ? t('result', { result: digits.join(' ') }) : t('pending')}>
      {digits.map((d, i) => (
        <span key={i} className={`grid place-items-center rounded-full bg-primary font-bold text-primary-contrast tabular-nums ${box}`} aria-hidden="true">
          {d}
        </span>
      ))}
    </span>
  );
}
