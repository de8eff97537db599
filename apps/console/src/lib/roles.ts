import { CONSOLE_ROUTE_ROLES, type OperatorRole } from '@app/contracts';

const route = (key: string): readonly OperatorRole[] => CONSOLE_ROUTE_ROLES[key] ?? [];

/**
 * Which roles see which console areas, from the server's own table (CONSOLE_ROUTE_ROLES) where it has the
 * area's list route. The server checks every route and action itself; this only hides what a role cannot
 * use, and shows the 403 page when one is opened anyway.
 */
export const AREA_ROLES = {
  dashboard: route('GET /api/v1/operator/dashboard'),
  // payments/operator-routes.ts and content/announcements-routes.ts guard these two.
  payments: ['admin', 'finance'],
  members: route('GET /api/v1/operator/members'),
  adjustments: route('GET /api/v1/operator/adjustments'),
  content: ['admin', 'content'],
  reports: route('GET /api/v1/operator/reports/daily'),
  audit: route('GET /api/v1/operator/audit'),
  staff: route('GET /api/v1/operator/operators'),
  account: ['admin', 'finance', 'content', 'support', 'risk'],
  // protection/routes.ts (operatorProtectionRoutes) and contracts/routes.ts (operatorContractRoutes) guard
  // these; the role sweep (apps/server/test/console.roles.test.ts) holds the same rows.
  risk: ['admin', 'risk'],
  kyc: ['admin', 'risk'],
  contracts: ['admin', 'finance'],
  // rewards/vip.routes.ts, rebate.routes.ts, points.routes.ts and missions/routes.ts guard these (admin).
  loyalty: ['admin'],
  // agents/routes.ts (the tree; applications are admin only) and messages/routes.ts (feedback, messages).
  agents: route('GET /api/v1/operator/agents/tree'),
  feedback: route('GET /api/v1/operator/feedback'),
  messages: route('POST /api/v1/operator/messages'),
  // games/routes.ts (gamesOperatorRoutes) and site/operator-routes.ts guard these two.
  games: ['admin', 'content'],
  settings: ['admin'],
  // rewards/routes.ts (rewardsOperatorRoutes): promotions for admin and content, rewards offered to one member for admin.
  promotions: route('GET /api/v1/operator/promotions'),
  rewards: route('GET /api/v1/operator/rewards'),
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Area = keyof typeof AREA_ROLES;

/**
 * `label`: the catalogue key when the area's strings live in their own section (default `nav.<area>`).
 * `activeOn`: a path prefix whose pages also belong to the entry (the loyalty entry opens on VIP but
 * stands for every /rewards/... tab).
 */
export const NAV: { area: Area; path: string; label?: string; end?: boolean; activeOn?: string }[] = [
  { area: 'dashboard', path: '/dashboard' },
  { area: 'payments', path: '/payments' },
  { area: 'members', path: '/members' },
  { area: 'adjustments', path: '/adjustments' },
  { area: 'agents', path: '/agents', label: 'agents.nav' },
  { area: 'contracts', path: '/contracts', label: 'contracts.nav' },
  { area: 'risk', path: '/risk', label: 'risk.nav' },
  { area: 'kyc', path: '/kyc', label: 'kyc.nav' },
  { area: 'loyalty', path: '/rewards/vip', label: 'loyalty.nav', activeOn: '/rewards/' },
  { area: 'content', path: '/content' },
  { area: 'feedback', path: '/feedback', label: 'feedback.nav' },
  { area: 'messages', path: '/messages', label: 'messages.nav' },
  { area: 'promotions', path: '/promotions', label: 'promotions.nav' },
  // `end`: /rewards/* are the loyalty pages, not this one.
  { area: 'rewards', path: '/rewards', label: 'rewardOffers.nav', end: true },
  { area: 'games', path: '/games', label: 'games.nav' },
  { area: 'settings', path: '/settings', label: 'settings.nav' },
  { area: 'reports', path: '/reports' },
  { area: 'audit', path: '/audit' },
  { area: 'staff', path: '/staff' },
  { area: 'account', path: '/account' },
];

/** Whether the side-menu entry stands for the page at `pathname` (its own path and below, or its `activeOn` prefix). */
export function navActive(n: (typeof NAV)[number], pathname: string): boolean {
  if (n.activeOn && pathname.startsWith(n.activeOn)) return true;
  return n.end ? pathname === n.path : pathname === n.path || pathname.startsWith(`${n.path}/`);
}

export function canSee(role: OperatorRole | undefined, area: Area): boolean {
  return Boolean(role && (AREA_ROLES[area] as readonly OperatorRole[]).includes(role));
}

/** Whether a role may call one route ("POST /api/v1/operator/..."), for hiding a button. */
export function mayCall(role: OperatorRole | undefined, key: string): boolean {
  const roles = CONSOLE_ROUTE_ROLES[key];
  return Boolean(role && (!roles || roles.includes(role)));
}
