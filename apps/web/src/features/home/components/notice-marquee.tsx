import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../components/modal/modal-store.ts';
import { useNotices } from '../api/get-notices.ts';

/** Pixels per second of the scrolling title: readable on a phone. */
const SPEED = 60;

/** SPEC §2.3 notice marquee: the first notice scrolls by; a click opens the notice popup on it. */
export function NoticeMarquee() {
  const { t } = useTranslation('home');
  const { data } = useNotices(1);
  const first = data?.list[0];
  const box = useRef<HTMLSpanElement>(null);
  const text = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const outer = box.current;
    const inner = text.current;
    if (!first || !outer || !inner || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let animation: Animation | undefined;
    // Sizes are read when the resize observer reports (after the browser's own layout), not here:
    // reading them inside React's commit would force a layout of the whole lobby while it loads.
    const start = () => {
      const rtl = document.documentElement.dir === 'rtl' ? -1 : 1;
      const from = outer.clientWidth * rtl;
      const to = -inner.scrollWidth * rtl;
      animation?.cancel();
      animation = inner.animate([{ transform: `translateX(${from}px)` }, { transform: `translateX(${to}px)` }], {
        duration: (Math.abs(from - to) / SPEED) * 1000,
        iterations: Infinity,
      });
    };
    const observer = new ResizeObserver(start);
    observer.observe(outer);
    const pause = () => animation?.pause();
    const play = () => animation?.play();
    outer.addEventListener('mouseenter', pause);
    outer.addEventListener('mouseleave', play);
    return () => {
      observer.disconnect();
      animation?.cancel();
      outer.removeEventListener('mouseenter', pause);
      outer.removeEventListener('mouseleave', play);
    };
  }, [first]);

  return (
    <button
      type="button"
      onClick={() => void openModal('notice', { noticeId: first?.id })}
      className="flex h-10 w-full items-center gap-2 rounded-xl border border-line bg-elevated px-3 text-start text-sm text-fg-secondary hover:text-fg"
      data-testid="notice-marquee"
    >
      <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-primary" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d="M4 10v4h3l6 4V6L7 10zM16 9a3 3 0 0 1 0 6" strokeLinejoin="round" />
      </svg>
      <span className="sr-only">{t('notice.label')}</span>
      <span ref={box} className="relative min-w-0 flex-1 overflow-hidden whitespace-nowrap">
        <span ref={text} className="inline-block will-change-transform motion-reduce:block motion-reduce:truncate">
          {first ? first.title : t('notice.none')}
        </span>
      </span>
    </button>
  );
}
