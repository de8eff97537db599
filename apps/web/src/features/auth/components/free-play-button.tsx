import { WhitelabelFlag, type LoginSuccess } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { alertDialog } from '../../../components/modal/message-openers.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFreePlay } from '../api/post-free-play.ts';
import { useFlag } from '../lib/use-flag.ts';

/** SPEC §6 trial play for visitors, when the FREE_PLAY flag is on. */
export function FreePlayButton({ onLoggedIn, className = '' }: { onLoggedIn: (res: LoginSuccess) => void; className?: string }) {
  const { t } = useTranslation('auth');
  const enabled = useFlag(WhitelabelFlag.FREE_PLAY);
  const freePlay = useFreePlay();
  if (!enabled) return null;
  return (
    <div className={className}>
      <div className="mb-3 flex items-center gap-3 text-xs text-fg-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('login.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <Button
        variant="outline"
        block
        busy={freePlay.isPending}
        onClick={() =>
          freePlay.mutate(undefined, {
            onSuccess: onLoggedIn,
            onError: (error) => void alertDialog({ tone: 'warning', message: errorText(error) }),
          })
        }
        data-testid="free-play"
      >
        {t('login.freePlay')}
      </Button>
      <p className="mt-2 text-center text-xs text-fg-muted">{t('login.freePlayHint')}</p>
    </div>
  );
}
