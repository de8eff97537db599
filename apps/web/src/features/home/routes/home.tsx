import { HOME_ROW_PAGE_SIZE, isFlagEnabled, VENDOR_ROW_MAX_ITEMS, VENDOR_TYPE_CATEGORIES, WhitelabelFlag, type Game, type GameCategory, type VendorCard } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useFavouriteIds } from '../../games/api/get-favourites.ts';
import { useGames } from '../../games/api/get-games.ts';
import { useHotGames } from '../../games/api/get-hot-games.ts';
import { laneOf, useVendorLanes } from '../../games/api/get-vendors.ts';
import { useToggleFavourite } from '../../games/api/toggle-favourite.ts';
import { GameRow } from '../../games/components/game-row.tsx';
import { GameTile, GameTileSkeleton } from '../../games/components/game-tile.tsx';
import { VendorCardTile } from '../../games/components/vendor-card.tsx';
import { categoryPath } from '../../games/lib/navigation.ts';
import { usePermission } from '../../site/api/get-permission.ts';
import { useBanners } from '../api/get-banners.ts';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { HotCounter } from '../components/hot-counter.tsx';
import { NoticeMarquee } from '../components/notice-marquee.tsx';
import { WinnersBoard } from '../components/winners-board.tsx';
import { useInView } from '../lib/use-in-view.ts';

/** Game categories of the lobby after hot games and winners (SPEC §2.3), in order. */
const CATEGORY_SECTIONS: GameCategory[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];
const gameKey = (g: Game) => g.nodeId;
const cardKey = (c: VendorCard) => c.vassalage;

function useTileFavourites() {
  const ids = useFavouriteIds();
  const { toggle } = useToggleFavourite();
  return { ids, toggle };
}

function HotSection() {
  const { t } = useTranslation('home');
  const { data, isPending } = useHotGames();
  const { ids, toggle } = useTileFavourites();
  if (!isPending && !data?.list.length) return null;
  return (
    <GameRow
      title={t('sections.HOT')}
      icon="flame"
      moreTo="/rng"
      items={data?.list ?? []}
      itemKey={gameKey}
      loading={isPending}
      skeleton={<GameTileSkeleton />}
      aside={<HotCounter />}
      testId="section-HOT"
      renderItem={(game, i) => <GameTile game={game} isFavourite={ids.has(game.nodeId)} onToggleFavourite={toggle} eager={i < 6} />}
    />
  );
}

function GameCategorySection({ category }: { category: GameCategory }) {
  const { t } = useTranslation('home');
  const [ref, seen] = useInView<HTMLDivElement>();
  const { data, isPending } = useGames({ gameType: category, pageNo: 1, pageSize: HOME_ROW_PAGE_SIZE }, { enabled: seen });
  const { ids, toggle } = useTileFavourites();
  if (seen && !isPending && !data?.list.length) return null;
  return (
    <div ref={ref}>
      <GameRow
        title={t(`sections.${category}`)}
        moreTo={categoryPath(category)}
        items={data?.list ?? []}
        itemKey={gameKey}
        loading={isPending}
        skeleton={<GameTileSkeleton />}
        testId={`section-${category}`}
        renderItem={(game) => <GameTile game={game} isFavourite={ids.has(game.nodeId)} onToggleFavourite={toggle} />}
      />
    </div>
  );
}

function VendorSection({ category, cards }: { category: GameCategory; cards: readonly VendorCard[] }) {
  const { t } = useTranslation('home');
  return (
    <GameRow
      title={t(`sections.${category}`)}
      items={cards.slice(0, VENDOR_ROW_MAX_ITEMS)}
      itemKey={cardKey}
      perColumn={1}
      testId={`section-${category}`}
      renderItem={(card) => <VendorCardTile card={card} category={category} />}
    />
  );
}

/** Home lobby (SPEC §2.3): notice marquee, w_home banners, then hot games, winners and the game categories in order. */
export function HomePage() {
  const { t } = useTranslation('home');
  const permission = usePermission();
  const { data: banners } = useBanners('w_home');
  const { lanes, isPending: lanesPending } = useVendorLanes();
  const showEsports = isFlagEnabled(permission.whitelabel, WhitelabelFlag.ESPORTS_SECTION);

  return (
    <div className="mx-auto max-w-7xl px-3 py-4 sm:px-5 sm:py-6" data-testid="home-lobby">
      <h1 className="sr-only">{t('hero.title')}</h1>
      <NoticeMarquee />
      <div className="mt-3">
        {banners ? <BannerCarousel banners={banners.list} /> : <div className="aspect-[12/5] animate-pulse rounded-card bg-elevated sm:aspect-[3/1]" aria-hidden="true" />}
      </div>
      <HotSection />
      <WinnersBoard />
      {CATEGORY_SECTIONS.map((category) => {
        if (category === 'ESPORTS' && !showEsports) return null;
        if ((VENDOR_TYPE_CATEGORIES as readonly string[]).includes(category)) {
          const cards = laneOf(lanes, category)?.cards ?? [];
          if (lanesPending || cards.length === 0) return null;
          return <VendorSection key={category} category={category} cards={cards} />;
        }
        return <GameCategorySection key={category} category={category} />;
      })}
    </div>
  );
}

export const Component = HomePage;
