import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/icon.tsx';

/** Appears after the visitor scrolls down a screen; returns to the top. */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // No reading of scrollY on mount: it would force a layout of the whole page inside the first
    // render's task; a page opens at the top, and a restored position arrives as a scroll event.
    const onScroll = () => setVisible(window.scrollY > 400);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed end-4 bottom-20 z-20 grid size-11 place-items-center rounded-full border border-line bg-elevated text-fg shadow-card hover:text-primary"
      aria-label={t('common:actions.scrollTop')}
      data-testid="scroll-top"
    >
      <Icon name="up" />
    </button>
  );
}
