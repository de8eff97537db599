import { isLargeVendorMenu, type VendorLane } from '@app/contracts';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useNavCategories } from '../api/get-vendors.ts';
import { categoryPath, headerCategoryTarget, vendorTarget } from '../lib/navigation.ts';
import { useFollowTarget } from '../lib/use-menu-target.ts';
import { GameIcon } from './game-icons.tsx';

function CategoryMenu({ lane }: { lane: VendorLane }) {
  const { t } = useTranslation('games');
  const follow = useFollowTarget();
  const location = useLocation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  const large = isLargeVendorMenu(lane.cards.length);
  const label = t(`category.${lane.title}`);
  const path = categoryPath(lane.title).split('?')[0];
  const active = location.pathname === path;

  const show = () => {
    // The header's backdrop filter makes it the containing block of the fixed panel: position within it.
    const rect = wrapper.current?.getBoundingClientRect();
    const box = wrapper.current?.closest('header')?.getBoundingClientRect() ?? { left: 0, width: window.innerWidth };
    const width = large ? 640 : 240;
    if (rect) setLeft(Math.max(8, Math.min(rect.left - box.left, box.width - width - 8)));
    setOpen(true);
  };

  // A navigation closes the dropdown (checked while rendering, not in an effect).
  const [routeKey, setRouteKey] = useState(location.key);
  if (routeKey !== location.key) {
    setRouteKey(location.key);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onDown = (e: PointerEvent) => !wrapper.current?.contains(e.target as Node) && setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  return (
    <div ref={wrapper} className="relative flex items-center" onMouseEnter={show} onMouseLeave={() => setOpen(false)} data-testid={`nav-${lane.title}`}>
      <button
        type="button"
        onClick={() => follow(headerCategoryTarget(lane))}
        className={`rounded-s-lg py-2 ps-3 pe-1 text-sm font-semibold whitespace-nowrap ${active ? 'text-primary' : 'text-fg-secondary hover:text-fg'}`}
        aria-current={active ? 'page' : undefined}
      >
        {label}
      </button>
      <button
        type="button"
        onClick={() => (open ? setOpen(false) : show())}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('menu.vendorsOf', { category: label })}
        className="grid size-7 place-items-center rounded-e-lg text-fg-muted hover:text-fg"
      >
        <GameIcon name="chevronDown" className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          id={panelId}
          className={`fixed top-(--header-h) z-40 rounded-xl border border-line bg-elevated p-2 shadow-card ${large ? 'w-[640px]' : 'w-60'}`}
          style={{ left }}
          data-testid="vendor-menu"
          data-layout={large ? 'large' : 'list'}
        >
          <ul className={large ? 'grid grid-cols-4 gap-1' : 'flex flex-col gap-0.5'}>
            {lane.cards.map((card) => (
              <li key={card.vassalage}>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    follow(vendorTarget(lane.title, card));
                  }}
                  className="flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-start text-sm text-fg-secondary hover:bg-sunken hover:text-fg"
                >
                  <img src={card.iconUrl} alt="" width={28} height={28} loading="lazy" className="size-7 shrink-0 rounded-md bg-sunken object-cover" />
                  <span className="min-w-0 flex-1 truncate">{card.name}</span>
                  {card.maintenance && (
                    <>
                      <GameIcon name="wrench" className="size-3.5 shrink-0 text-warning" />
                      <span className="sr-only">{t('tile.maintenance')}</span>
                    </>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function Categories() {
  const { lanes, categories } = useNavCategories();
  return (
    <>
      {categories.map((c) => {
        const lane = lanes.find((l) => l.title === c);
        return lane ? <CategoryMenu key={c} lane={lane} /> : null;
      })}
    </>
  );
}

/**
 * SPEC §2.4 header game menu: one entry per category whose sorting list has a
 * vendor; each opens a vendor dropdown (large layout above 10 vendors).
 * HOME/PROMO/PVP/FISH/RNG go to a page, LOTT/ELOTT launch directly, otherwise
 * one vendor launches and several show a page.
 */
export function HeaderGameMenu() {
  return (
    <Suspense fallback={null}>
      <Categories />
    </Suspense>
  );
}
