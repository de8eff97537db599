import type { GameCategory } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner.tsx';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import { laneOf, usePrizeMode, useVendorLanes } from '../api/get-vendors.ts';
import { VendorCardTile } from '../components/vendor-card.tsx';

/** /sports /esports /lott /elott /cockfight: the category's vendors; a card launches that vendor's game. */
export function Component() {
  const { t } = useTranslation('games');
  const category = (useRouteHandle()?.name ?? 'sports').toUpperCase() as GameCategory;
  const { lanes, isPending, isError, refetch } = useVendorLanes();
  const prize = usePrizeMode();
  const cards = laneOf(lanes, category)?.cards ?? [];
  return (
    <div className="mx-auto max-w-7xl px-3 py-4 sm:px-5 sm:py-6" data-testid="game-centre" data-prize-mode={prize}>
      <h1 className="mb-4 text-xl font-bold sm:text-2xl">{t(`category.${category}`)}</h1>
      {isPending ? (
        <div className="grid min-h-64 place-items-center">
          <Spinner size="lg" />
        </div>
      ) : isError || cards.length === 0 ? (
        <div className="rounded-card border border-dashed border-line bg-elevated p-8 text-center">
          <p className="text-fg-secondary">{isError ? t('list.error') : t('centre.empty')}</p>
          {isError && (
            <button type="button" onClick={() => void refetch()} className="mt-3 rounded-lg px-3 py-1.5 font-semibold text-primary hover:bg-sunken">
              {t('common:actions.retry')}
            </button>
          )}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.vassalage}>
              <VendorCardTile card={card} category={category} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
