import type { VendorLane } from '@app/contracts';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { local } from '../../../lib/storage.ts';
import { useNavCategories } from '../api/get-vendors.ts';
import { sideMenuTarget } from '../lib/navigation.ts';
import { useFollowTarget } from '../lib/use-menu-target.ts';
import { CategoryIcon } from './category-icon.tsx';

function Entry({ lane }: { lane: VendorLane }) {
  const { t } = useTranslation('games');
  const follow = useFollowTarget();
  const location = useLocation();
  const target = sideMenuTarget(lane);
  const here = location.pathname + location.search;
  const active =
    target.kind === 'page' &&
    (lane.title === 'INHOUSE' ? here === target.to : location.pathname === target.to.split('?')[0] && !(lane.title === 'RNG' && location.search.includes('INHOUSE')));
  return (
    <button
      type="button"
      onClick={() => follow(target)}
      aria-current={active ? 'page' : undefined}
      className={`flex items-center gap-3 rounded-xl px-3 py-2.5 text-start text-sm font-semibold ${active ? 'bg-sunken text-primary' : 'text-fg-secondary hover:bg-sunken hover:text-fg'}`}
      data-testid={`menu-${lane.title}`}
    >
      <CategoryIcon category={lane.title} />
      {t(`category.${lane.title}`)}
    </button>
  );
}

/** How many entries the last visit showed: the placeholder keeps their room so nothing below moves. */
const COUNT_KEY = 'menuGameEntries';
const DEFAULT_COUNT = 11;

function Placeholder() {
  const stored = Number(local.get(COUNT_KEY) ?? NaN);
  const count = Number.isInteger(stored) && stored >= 0 && stored <= 30 ? stored : DEFAULT_COUNT;
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="flex h-10 items-center px-3" aria-hidden="true" data-testid="menu-games-loading">
          <span className="h-5 w-full animate-pulse rounded-md bg-sunken" />
        </span>
      ))}
    </>
  );
}

function Entries() {
  const { lanes, pending } = useNavCategories();
  useEffect(() => {
    if (!pending) local.set(COUNT_KEY, String(lanes.length));
  }, [pending, lanes.length]);
  if (pending) return <Placeholder />;
  return (
    <>
      {lanes.map((lane) => (
        <Entry key={lane.title} lane={lane} />
      ))}
    </>
  );
}

/**
 * SPEC §2.5 side menu game entries, one per category with a vendor: LOTT/ELOTT
 * launch the first vendor game, INHOUSE opens RNG with vassalage INHOUSE, FISH
 * and RNG open with a vassalage query, other types go to /{type lowercased}.
 */
export function SideMenuGames() {
  return (
    <Suspense fallback={<Placeholder />}>
      <Entries />
    </Suspense>
  );
}
