import type { BonusTerms } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../site/hooks/use-money.ts';

/** The terms every bonus carries, said plainly (no hidden conditions): turnover, time, cap, games. */
export function TermsList({ terms, amount, className = '' }: { terms: BonusTerms; amount?: number; className?: string }) {
  const { t } = useTranslation(['rewards', 'records']);
  const money = useMoney();
  const rows: [string, string][] = [
    ...(amount !== undefined ? [[t('terms.bonus'), money(amount)] as [string, string]] : []),
    [t('terms.wagering'), terms.wageringMultiplier === 0 ? t('terms.noWagering') : t('terms.multiplier', { count: terms.wageringMultiplier })],
    [t('terms.validDays'), t('terms.days', { count: terms.validDays })],
    [t('terms.maxCashout'), terms.maxCashout === null ? t('terms.noCap') : money(terms.maxCashout)],
    [t('terms.games'), terms.categories.length === 0 ? t('terms.allGames') : terms.categories.map((c) => t(`records:categories.${c}`, { defaultValue: c })).join(', ')],
  ];
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm ${className}`} data-testid="bonus-terms">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-fg-muted">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
