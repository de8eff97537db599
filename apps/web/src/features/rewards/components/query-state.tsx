import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner.tsx';
import { rewardErrorText } from './reward-error.ts';

/** Loading and error states of the rewards and promotions screens; the content once there is data. */
export function QueryState({ isPending, error, children }: { isPending: boolean; error: unknown; children?: ReactNode }) {
  const { t } = useTranslation('rewards');
  if (isPending) {
    return (
      <div className="grid place-items-center py-12">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="rounded-card border border-line p-6 text-center text-danger">
        {rewardErrorText(error, t)}
      </p>
    );
  }
  return <>{children}</>;
}
