import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/modal/dialog.tsx';
import type { ModalComponentProps } from '../../../components/modal/modal-store.ts';
import { Spinner } from '../../../components/spinner.tsx';
import type { GamePopupProps } from '../lib/launch.ts';

/** SPEC §2.6 game popup: the launched game in an iframe, full screen on phones. */
export function GamePopup({ props, close }: ModalComponentProps<GamePopupProps, void>) {
  const { t } = useTranslation('games');
  const [loaded, setLoaded] = useState(false);
  return (
    <Dialog title={props.title} onClose={() => close()} size="xl">
      <div className="relative -mx-5 -my-4 h-[78dvh] bg-sunken sm:mx-0 sm:my-0 sm:h-[72dvh] sm:overflow-hidden sm:rounded-xl">
        {!loaded && (
          <div className="absolute inset-0 grid place-items-center">
            <Spinner size="lg" label={t('popup.loading')} />
          </div>
        )}
        <iframe
          src={props.url}
          title={t('popup.frameTitle', { name: props.title })}
          className="size-full border-0"
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoaded(true)}
          data-testid="game-frame"
        />
      </div>
    </Dialog>
  );
}
