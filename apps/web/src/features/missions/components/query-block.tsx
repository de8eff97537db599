import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { missionErrorText } from './mission-error.ts';

export interface QueryBlockProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  children?: ReactNode;
}

/** Loading and error states of the missions screens (with a retry); the content once there is data. */
export function QueryBlock({ isPending, error, onRetry, children }: QueryBlockProps) {
  const { t } = useTranslation('missions');
  if (isPending) {
    return (
      <div className="grid place-items-center py-12">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-card border border-line p-6 text-center">
        <p className="text-danger">{missionErrorText(error, t)}</p>
        <Button variant="outline" size="sm" onClick={onRetry} data-testid="missions-retry">
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
