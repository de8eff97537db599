import { WhitelabelFlag } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { selectIsLogin, useSession } from '../../../lib/session.ts';
import { useFlag } from '../lib/use-flag.ts';

/**
 * The header's "free play" button for visitors (FREE_PLAY flag). Kept light for
 * the first bundle: the trial call and its schemas load on click.
 */
export function HeaderFreePlay() {
  const { t } = useTranslation();
  const enabled = useFlag(WhitelabelFlag.FREE_PLAY);
  const [busy, setBusy] = useState(false);
  const isLogin = useSession(selectIsLogin);
  if (!enabled || isLogin) return null;
  return (
    <span className="hidden sm:contents">
      <Button
        size="sm"
        variant="ghost"
        busy={busy}
        className="whitespace-nowrap"
        onClick={() => {
          setBusy(true);
          void import('../lib/free-play-flow.ts')
            .then((m) => m.runFreePlay())
            .finally(() => setBusy(false));
        }}
        data-testid="header-free-play"
      >
        {t('common:auth.freePlay')}
      </Button>
    </span>
  );
}
