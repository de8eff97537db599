import type { ContractTier } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Amount } from './amount.tsx';

/** A contract's tiers as the agent reads them: thresholds and the rate each one pays. */
export function TierTable({ tiers, reached, testId }: { tiers: readonly ContractTier[]; reached?: number | null; testId?: string }) {
  const { t } = useTranslation('contracts');
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{t('tiers.title')}</caption>
        <thead className="bg-sunken text-xs text-fg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('tiers.tier')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('tiers.activeMembers')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('tiers.turnover')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('tiers.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, i) => (
            <tr key={i} className={`border-t border-line ${reached === i + 1 ? 'bg-primary/10 font-semibold' : ''}`}>
              <td className="px-3 py-2">{i + 1}</td>
              <td className="px-3 py-2 text-end tabular-nums">{tier.activeMembers}</td>
              <td className="px-3 py-2 text-end">
                <Amount minor={tier.turnover} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">{`${tier.rate} %`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
