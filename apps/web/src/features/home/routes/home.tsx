import { HOME_ROW_PAGE_SIZE, isFlagEnabled, VENDOR_ROW_MAX_ITEMS, VENDOR_TYPE_CATEGORIES, WhitelabelFlag, type Game, type GameCategory, type VendorCard } from '@app/contracts';
import i18next from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { initialLanguage, preloadNamespaces } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getToken } from '../../../lib/session.ts';
import { useDeferredQuery } from '../../../lib/use-deferred-query.ts';
import { useFavouriteIds } from '../../games/api/get-favourites.ts';
import { useGames } from '../../games/api/get-games.ts';
import { hotGamesQueryOptions, useHotGames } from '../../games/api/get-hot-games.ts';
import { laneOf, useVendorLanes } from '../../games/api/get-vendors.ts';
import { toggleFavourite } from '../../games/api/toggle-favourite.ts';
import { GameRow } from '../../games/components/game-row.tsx';
import { GameTile, GameTileSkeleton } from '../../games/components/game-tile.tsx';
import { VendorCardTile } from '../../games/components/vendor-card.tsx';
import { prefetchLaunch } from '../../games/lib/launch-lazy.ts';
import { categoryPath } from '../../games/lib/navigation.ts';
import { usePermission } from '../../site/api/get-permission.ts';
import { bannersQueryOptions, useBanners } from '../api/get-banners.ts';
import { noticesQueryOptions } from '../api/get-notices.ts';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { HotCounter } from '../components/hot-counter.tsx';
import { NoticeMarquee } from '../components/notice-marquee.tsx';
import { WinnersBoard } from '../components/winners-board.tsx';
import { useInView } from '../lib/use-in-view.ts';

/**
 * Before the lobby renders: start its first calls (banners, hot games, notices)
 * while its translations load, and wait for the translations, so the page
 * renders once, complete with placeholders of the final size, instead of
 * showing a loading fallback that pushes the footer around (layout shift on phones).
 */
async function prepareLobby(): Promise<void> {
  // The saved language is read directly (i18n may still be starting): the first calls go out at once.
  const language = initialLanguage().code;
  preloadNamespaces(['home', 'games']);
  void queryClient.fetchQuery(bannersQueryOptions('w_home', language)).then(
    // The first banner is the largest paint of the page: fetch its image before React renders the <img>.
    ({ list }) => list[0] && preloadImage(list[0].imageUrl),
    () => undefined,
  );
  void queryClient.prefetchQuery(hotGamesQueryOptions({ language, auth: getToken() ? 'member' : 'visitor' }));
  void queryClient.prefetchQuery(noticesQueryOptions(1, language));
  if (!i18next.isInitialized) await new Promise((resolve) => i18next.on('initialized', resolve));
  await i18next.loadNamespaces(['home', 'games']);
}

function preloadImage(src: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
await prepareLobby();

/** Game categories of the lobby after hot games and winners (SPEC §2.3), in order. */
const CATEGORY_SECTIONS: GameCategory[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];
const gameKey = (g: Game) => g.nodeId;
/**
 * The category rows lie below a phone's first screen: the browser skips their style, layout and paint until
 * they near the viewport (content-visibility), with a row's usual height reserved meanwhile. They stay in
 * the accessibility tree and find-in-page (docs/ux-decisions.md "Lobby rows").
 */
const BELOW_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_320px]';
const cardKey = (c: VendorCard) => c.vassalage;



function HotSection() {
  const { t } = useTranslation('home');
  const { data, isPending } = useDeferredQuery(useHotGames());
  const ids = useFavouriteIds();
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
      renderItem={(game, i) => <GameTile game={game} isFavourite={ids.has(game.nodeId)} onToggleFavourite={toggleFavourite} eager={i < 6} />}
    />
  );
}

function GameCategorySection({ category }: { category: GameCategory }) {
  const { t } = useTranslation('home');
  const [ref, seen] = useInView<HTMLDivElement>();
  const { data, isPending } = useDeferredQuery(useGames({ gameType: category, pageNo: 1, pageSize: HOME_ROW_PAGE_SIZE }, { enabled: seen }));
  const ids = useFavouriteIds();
  if (seen && !isPending && !data?.list.length) return null;
  return (
    <div ref={ref} className={BELOW_FOLD}>
      <GameRow
        title={t(`sections.${category}`)}
        moreTo={categoryPath(category)}
        items={data?.list ?? []}
        itemKey={gameKey}
        loading={isPending}
        skeleton={<GameTileSkeleton animated={seen} />}
        skeletonColumns={seen ? 6 : 1}
        testId={`section-${category}`}
        renderItem={(game) => <GameTile game={game} isFavourite={ids.has(game.nodeId)} onToggleFavourite={toggleFavourite} />}
      />
    </div>
  );
}

function VendorSection({ category, cards }: { category: GameCategory; cards: readonly VendorCard[] }) {
  const { t } = useTranslation('home');
  return (
    <div className={BELOW_FOLD}>
      <GameRow
        title={t(`sections.${category}`)}
        items={cards.slice(0, VENDOR_ROW_MAX_ITEMS)}
        itemKey={cardKey}
        perColumn={1}
        testId={`section-${category}`}
        renderItem={(card) => <VendorCardTile card={card} category={category} />}
      />
    </div>
  );
}

/** Home lobby (SPEC §2.3): notice marquee, w_home banners, then hot games, winners and the game categories in order. */
export function HomePage() {
  const { t } = useTranslation('home');
  useEffect(prefetchLaunch, []);
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
