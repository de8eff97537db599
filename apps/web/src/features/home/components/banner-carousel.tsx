import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS, type Banner } from '@app/contracts';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface BannerCarouselProps {
  banners: readonly Banner[];
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function BannerLink({ banner, children, hidden }: { banner: Banner; children: ReactNode; hidden: boolean }) {
  const tabIndex = hidden ? -1 : undefined;
  const className = 'relative block size-full';
  if (banner.linkUrl && banner.linkageType === 'INTERNAL' && banner.linkUrl.startsWith('/')) {
    return (
      <Link to={banner.linkUrl} className={className} tabIndex={tabIndex} data-testid="banner-link">
        {children}
      </Link>
    );
  }
  if (banner.linkUrl && banner.linkageType !== 'NONE' && /^https?:\/\//.test(banner.linkUrl)) {
    return (
      <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer" className={className} tabIndex={tabIndex} data-testid="banner-link">
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}

/**
 * SPEC §2.3/§9 w_home banners: with more than one banner the carousel loops
 * (a copy of the first slide follows the last, so it keeps moving forward),
 * autoplays every 5000 ms with a 1000 ms transition, and has clickable
 * pagination. Autoplay pauses while hovered or focused, when the tab is hidden,
 * and for visitors who ask for reduced motion; clicking a banner opens its link.
 */
export function BannerCarousel({ banners }: BannerCarouselProps) {
  const { t } = useTranslation('home');
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);
  const jumping = useRef(false);
  const current = count ? index % count : 0;

  const go = useCallback((next: number) => {
    setAnimate(true);
    setIndex(next);
  }, []);

  useEffect(() => {
    if (count < 2 || paused || reducedMotion()) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') go(Math.min(index + 1, count));
    }, BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, index, go]);

  // After sliding onto the copy of the first banner, jump back to the real one without animation.
  const onTransitionEnd = () => {
    if (index >= count) {
      jumping.current = true;
      setAnimate(false);
      setIndex(0);
    }
  };
  useEffect(() => {
    if (!animate && jumping.current) {
      jumping.current = false;
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => setAnimate(true)));
      return () => cancelAnimationFrame(frame);
    }
  }, [animate]);

  const previous = () => {
    if (index === 0) {
      // Continue the loop backwards: sit on the copy at the end, then slide to the last banner.
      setAnimate(false);
      setIndex(count);
      requestAnimationFrame(() => requestAnimationFrame(() => go(count - 1)));
    } else go(index - 1);
  };

  if (count === 0) return null;
  const slides = count > 1 ? [...banners, banners[0] as Banner] : banners;

  return (
    <section
      className="relative overflow-hidden rounded-card bg-sunken shadow-card"
      aria-roledescription={t('banner.roledescription')}
      aria-label={t('banner.label')}
      data-testid="banner-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="flex aspect-[12/5] [--dir:1] sm:aspect-[3/1] rtl:[--dir:-1]"
        style={{
          transform: `translateX(calc(${-index * 100}% * var(--dir, 1)))`,
          transition: animate ? `transform ${BANNER_SPEED_MS}ms ease` : 'none',
        }}
        onTransitionEnd={onTransitionEnd}
      >
        {slides.map((banner, i) => {
          const hidden = i !== index;
          return (
            <div
              key={`${banner.id}-${i}`}
              className="size-full shrink-0"
              role="group"
              aria-roledescription={t('banner.slide')}
              aria-label={t('banner.position', { n: (i % count) + 1, total: count })}
              aria-hidden={hidden || undefined}
              inert={hidden}
              data-testid={i < count ? 'banner-slide' : undefined}
            >
              <BannerLink banner={banner} hidden={hidden}>
                <span className="absolute start-3 bottom-9 max-w-[70%] rounded-lg bg-elevated/85 px-3 py-1.5 text-sm font-bold text-fg shadow-card sm:start-6 sm:bottom-10 sm:text-xl" aria-hidden="true">
                  {banner.title}
                </span>
                <img
                  src={banner.imageUrl}
                  alt={banner.title}
                  width={1200}
                  height={400}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  className="size-full object-cover"
                />
              </BannerLink>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5" role="group" aria-label={t('banner.pagination')}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => go(i)}
                aria-label={t('banner.goTo', { n: i + 1 })}
                aria-current={i === current || undefined}
                className="grid size-6 place-items-center"
                data-testid="banner-dot"
              >
                <span className={`block h-2 rounded-full bg-white shadow-card transition-all ${i === current ? 'w-5 opacity-100' : 'w-2 opacity-60'}`} />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={previous}
            aria-label={t('banner.previous')}
            className="absolute start-2 top-1/2 hidden size-9 -translate-y-1/2 place-items-center rounded-full bg-elevated/80 text-fg shadow-card hover:bg-elevated sm:grid"
          >
            <svg viewBox="0 0 24 24" className="size-5 rtl:rotate-180" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button
            type="button"
            onClick={() => go(Math.min(index + 1, count))}
            aria-label={t('banner.next')}
            className="absolute end-2 top-1/2 hidden size-9 -translate-y-1/2 place-items-center rounded-full bg-elevated/80 text-fg shadow-card hover:bg-elevated sm:grid"
          >
            <svg viewBox="0 0 24 24" className="size-5 rtl:rotate-180" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </>
      )}
    </section>
  );
}
