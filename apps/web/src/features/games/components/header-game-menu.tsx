import { isLargeVendorMenu, type VendorLane } from '@app/contracts';
import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useNavCategories } from '../api/get-vendors.ts';
import { categoryPath, headerCategoryTarget, vendorTarget } from '../lib/navigation.ts';
import { useFollowTarget } from '../lib/use-menu-target.ts';
import { CategoryIcon } from './category-icon.tsx';
import { GameIcon } from './game-icons.tsx';

/**
 * Start offset of a dropdown panel under `anchor`. The header's backdrop filter makes it the
 * containing block of the fixed panels (so the clipped navigation row does not cut them off).
 */
function panelLeft(anchor: HTMLElement | null, width: number, alignEnd = false): number {
  const rect = anchor?.getBoundingClientRect();
  const box = anchor?.closest('header')?.getBoundingClientRect() ?? { left: 0, width: window.innerWidth };
  if (!rect) return 8;
  const wanted = (alignEnd ? rect.right - width : rect.left) - box.left;
  return Math.max(8, Math.min(wanted, box.width - width - 8));
}

/** While a dropdown is open, Escape or a press outside `wrapper` closes it. */
function useDropdownDismiss(open: boolean, setOpen: (open: boolean) => void, wrapper: RefObject<HTMLElement | null>) {
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
  }, [open, setOpen, wrapper]);
}

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
    setLeft(panelLeft(wrapper.current, large ? 640 : 240));
    setOpen(true);
  };

  // A navigation closes the dropdown (checked while rendering, not in an effect).
  const [routeKey, setRouteKey] = useState(location.key);
  if (routeKey !== location.key) {
    setRouteKey(location.key);
    setOpen(false);
  }
  useDropdownDismiss(open, setOpen, wrapper);

  return (
    <div ref={wrapper} className="relative flex shrink-0 items-center" onMouseEnter={show} onMouseLeave={() => setOpen(false)} data-testid={`nav-${lane.title}`}>
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
                  <span dir="auto" className="min-w-0 flex-1 truncate">
                    {card.name}
                  </span>
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

const MORE_BUTTON = 'flex items-center gap-1 rounded-lg py-2 text-sm font-semibold whitespace-nowrap';

/**
 * The 'More' button's face; also rendered hidden while measuring, so its room is its width in this language.
 * Compact (an icon, the name for screen readers and as a tooltip) where not even the word fits the row.
 */
function MoreLabel({ open = false, compact = false }: { open?: boolean; compact?: boolean }) {
  const { t } = useTranslation('games');
  return (
    <>
      {compact ? <GameIcon name="grid" className="size-4" /> : t('menu.more')}
      {!compact && <GameIcon name="chevronDown" className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`} />}
    </>
  );
}

function MoreMenu({ lanes, compact }: { lanes: VendorLane[]; compact: boolean }) {
  const { t } = useTranslation('games');
  const follow = useFollowTarget();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  useDropdownDismiss(open, setOpen, wrapper);
  return (
    <div ref={wrapper} className="relative shrink-0" data-testid="nav-more">
      <button
        type="button"
        onClick={() => {
          setLeft(panelLeft(wrapper.current, 224, true));
          setOpen(!open);
        }}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={compact ? t('menu.more') : undefined}
        title={compact ? t('menu.more') : undefined}
        className={`${MORE_BUTTON} text-fg-secondary hover:text-fg ${compact ? 'px-2' : 'px-3'}`}
      >
        <MoreLabel open={open} compact={compact} />
      </button>
      {open && (
        <ul id={panelId} className="fixed top-(--header-h) z-40 w-56 rounded-xl border border-line bg-elevated p-2 shadow-card" style={{ left }}>
          {lanes.map((lane) => (
            <li key={lane.title}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  follow(headerCategoryTarget(lane));
                }}
                className="flex w-full items-center gap-2 rounded-lg px-2 py-2 text-start text-sm font-semibold text-fg-secondary hover:bg-sunken hover:text-fg"
              >
                <CategoryIcon category={lane.title} className="size-4.5" />
                {t(`category.${lane.title}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Categories() {
  const { lanes, categories } = useNavCategories();
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const moreProbe = useRef<HTMLSpanElement>(null);
  const widths = useRef<number[]>([]);
  const moreWidth = useRef(0);
  const [fit, setFit] = useState<number | null>(null);
  const [compactMore, setCompactMore] = useState(false);
  const signature = `${categories.join(',')}|${i18n.language}`;

  // Priority+ navigation: measure every entry once (all rendered), then keep as many as fit and put the rest under 'More'.
  const [measuredFor, setMeasuredFor] = useState('');
  if (measuredFor !== signature) {
    setMeasuredFor(signature);
    setFit(null);
  }
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    // Measured only when the observer reports, right after the browser's own layout: measuring here
    // would force a layout of the whole page inside React's commit (a long task on phones). While the
    // row is not displayed (phones) the observer does not report and nothing is decided; it reports
    // once the row appears (a wider window), and the entries are measured then.
    const compute = () => {
      // The row's full width: the 'More' button sits beside the box, so the box's own width already lacks it.
      const available = el.parentElement?.clientWidth ?? el.clientWidth;
      if (available === 0) return;
      if (fit === null) {
        widths.current = [...el.children].map((c) => (c as HTMLElement).offsetWidth + 4);
        moreWidth.current = moreProbe.current?.offsetWidth ?? 0;
      }
      const total = widths.current.reduce((a, b) => a + b, 0);
      if (total <= available) return setFit(widths.current.length);
      // The room the 'More' button takes in this language (Thai's "เพิ่มเติม" is wider than "More"); where not
      // even it fits (Thai at 1024 px beside the side menu), it shows as an icon.
      setCompactMore(moreWidth.current > available);
      let used = moreWidth.current;
      let n = 0;
      while (n < widths.current.length && used + (widths.current[n] ?? 0) <= available) used += widths.current[n++] ?? 0;
      setFit(n);
    };
    const observer = new ResizeObserver(compute);
    observer.observe(el.parentElement ?? el);
    return () => observer.disconnect();
  }, [fit, signature]);

  const shown = fit === null ? lanes : lanes.slice(0, fit);
  const hidden = fit === null ? [] : lanes.slice(fit);
  return (
    <div className="flex min-w-0 flex-1 basis-0 items-center">
      <div ref={box} className={`flex min-w-0 flex-1 items-center gap-1 overflow-hidden ${fit === null ? 'invisible' : ''}`}>
        {shown.map((lane) => (
          <CategoryMenu key={lane.title} lane={lane} />
        ))}
      </div>
      {hidden.length > 0 && <MoreMenu lanes={hidden} compact={compactMore} />}
      {fit === null && (
        <span ref={moreProbe} aria-hidden="true" className={`${MORE_BUTTON} pointer-events-none invisible absolute px-3`}>
          <MoreLabel />
        </span>
      )}
    </div>
  );
}

/**
 * SPEC §2.4 header game menu: one entry per category whose sorting list has a
 * vendor; each opens a vendor dropdown (large layout above 10 vendors).
 * HOME/PROMO/PVP/FISH/RNG go to a page, LOTT/ELOTT launch directly, otherwise
 * one vendor launches and several show a page. Entries that do not fit the
 * header go under 'More'.
 */
export function HeaderGameMenu() {
  return (
    <Suspense fallback={null}>
      <Categories />
    </Suspense>
  );
}
