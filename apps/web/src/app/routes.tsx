import type { RouteObject } from 'react-router';
import { importWithTimeout } from '../lib/lazy.ts';
import { requireLogin } from './guard.ts';
import { AgentLayout } from './layouts/agent-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { Root, rootLoader } from './root.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { RouteError } from './route-error.tsx';

type Loader = () => Promise<Record<string, unknown>>;

/** A lazily loaded route module (named export `Component`), with SPEC §9's chunk timeout. */
function page(path: string | undefined, handle: RouteHandle, load: Loader, extra: Partial<RouteObject> = {}): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    caseSensitive: true,
    handle,
    ...(handle.requiresLogin ? { loader: requireLogin } : {}),
    lazy: () => importWithTimeout(load),
    ...extra,
  } as RouteObject;
}

const home: Loader = () => import('../features/home/routes/home.tsx');
const homeWithModal: Loader = () => import('../features/home/routes/home-with-modal.tsx');
const gameCentre: Loader = () => import('../features/games/routes/game-centre.tsx');
const gameList: Loader = () => import('../features/games/routes/game-list.tsx');
const accountGames: Loader = () => import('../features/games/routes/account-games.tsx');
const lottery: Loader = () => import('../features/lottery/routes/lottery-page.tsx');
const gamePage: Loader = () => import('../features/games/routes/game-page.tsx');

/** Every route of SPEC §2.1. Paths are case-sensitive: /vnLottery and /vnlottery are different pages. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    loader: rootLoader,
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    children: [
      {
        element: <AgentLayout />,
        errorElement: <RouteError />,
        children: [
          page('/agent', { name: 'agent' }, () => import('../features/agent/routes/agent-landing.tsx')),
          // Its own guard (the module's loader): every non-agent is replaced to /agent, not sent to /login (SPEC §2.8).
          page('/agentHome', { name: 'agentHome' }, () => import('../features/agent/routes/agent-home.tsx')),
        ],
      },
      // In-house slot: its own slim bar instead of the site chrome, so it fits the game popup iframe and a page of its own.
      page('/inhouse/slot', { name: 'inhouseSlot', requiresLogin: true, hideSideMenu: true }, () => import('../features/inhouse/routes/slot.tsx')),
      {
        element: <MainLayout />,
        errorElement: <RouteError />,
        children: [
          page(undefined, { name: 'home' }, home),
          page('/index', { name: 'home' }, home),
          page('/index.html', { name: 'home' }, home),
          page('/home', { name: 'home' }, home),
          page('/login', { name: 'login', modal: 'login' }, homeWithModal),
          page('/register', { name: 'register', modal: 'register' }, homeWithModal),
          page('/help', { name: 'help', modal: 'help' }, homeWithModal),
          page('/resetPassword', { name: 'resetPassword', modal: 'reset-password' }, homeWithModal),
          page('/dev/outbox', { name: 'devOutbox' }, () => import('../features/dev/routes/outbox.tsx')),
          page('/member', { name: 'member', requiresLogin: true }, () => import('../features/member/routes/member.tsx')),
          ...(['sports', 'esports', 'lott', 'elott', 'cockfight'] as const).map((c) => page(`/${c}`, { name: c }, gameCentre)),
          ...(['live', 'fish', 'rng', 'pvp', 'bgs'] as const).map((c) => page(`/${c}`, { name: c }, gameList)),
          page('/favorite', { name: 'favorite', requiresLogin: true }, accountGames),
          page('/recent', { name: 'recent', requiresLogin: true }, accountGames),
          page('/lottery', { name: 'lottery', requiresLogin: true }, lottery),
          page('/seaLottery', { name: 'seaLottery', requiresLogin: true }, lottery),
          page('/vnLottery', { name: 'vnLottery', requiresLogin: true }, lottery),
          page('/promotions', { name: 'promotions' }, () => import('../features/promotions/routes/promotions.tsx')),
          page('/pointMall', { name: 'pointMall', requiresLogin: true }, () => import('../features/promotions/routes/point-mall.tsx')),
          page('/seamless', { name: 'seamless', hideSideMenu: true }, gamePage),
          page('/lottert', { name: 'lottert', hideSideMenu: true, requiresLogin: true }, gamePage),
          page('/vnlottery', { name: 'vnlottery', hideSideMenu: true, requiresLogin: true }, gamePage),
          page('/sealottery', { name: 'sealottery', hideSideMenu: true, requiresLogin: true }, gamePage),
          // SPEC §2.9 names the app download screen without a route; /download#android|ios|lite opens a tab.
          page('/download', { name: 'download' }, () => import('../features/content/routes/app-download.tsx')),
          page('/fairness', { name: 'fairness' }, () => import('../features/inhouse/routes/fairness.tsx')),
          page('*', { name: 'notFound' }, () => import('../features/home/routes/not-found.tsx')),
        ],
      },
    ],
  },
];
