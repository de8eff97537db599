import type { VendorCard } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { launchVendorCardLazy } from '../lib/launch-lazy.ts';
import { categoryPath } from '../lib/navigation.ts';
import { GameIcon } from './game-icons.tsx';

export interface VendorCardTileProps {
  card: VendorCard;
  category: string;
}

/** A vendor of a lane (sports book, e-sports, cockfight, lottery): its card launches the vendor's game, or opens its page. */
export function VendorCardTile({ card, category }: VendorCardTileProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const open = () => {
    if (!launchVendorCardLazy(card)) void navigate(categoryPath(category, card.vassalage));
  };
  return (
    <button
      type="button"
      onClick={open}
      className="group block w-full min-w-0 overflow-hidden rounded-xl border border-line bg-elevated text-start shadow-card"
      data-testid="vendor-card"
      data-vassalage={card.vassalage}
    >
      <span className="relative block aspect-[4/3] overflow-hidden bg-sunken">
        <img
          src={card.iconUrl}
          alt=""
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
          className={`size-full object-cover transition-transform duration-300 group-hover:scale-105 ${card.maintenance ? 'opacity-50 grayscale' : ''}`}
        />
        {card.maintenance ? (
          <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1 bg-elevated/90 py-1 text-xs font-semibold text-fg">
            <GameIcon name="wrench" className="size-3.5" />
            {t('tile.maintenance')}
          </span>
        ) : (
          <span className="absolute inset-x-2 bottom-2 rounded-lg bg-primary py-1 text-center text-[11px] font-bold text-primary-contrast uppercase shadow-card group-hover:bg-primary-strong">
            {t('tile.playNow')}
          </span>
        )}
      </span>
      <span dir="auto" className="block truncate px-2.5 py-2 text-sm font-semibold">
        {card.name}
      </span>
    </button>
  );
}
