import { HOT_COUNTER_INTERVAL_MS, HOT_COUNTER_STEP } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupThousands } from '../../../lib/format.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';

/** A plausible starting figure that differs through the day but not per render. */
function initialCount(): number {
  const minutes = Math.floor(Date.now() / 60_000) % 1440;
  return 18_000 + minutes * 7;
}

/**
 * SPEC §9: the decorative hot-game counter rises about 165 every 3000 ms. It is
 * decoration, not data, so screen readers skip it. Phones have no room for it beside the row's title:
 * below the `sm` width it is not rendered at all (no timer, no number formatting while the lobby loads).
 */
export function HotCounter() {
  return useMediaQuery('(min-width: 640px)') ? <Counter /> : null;
}

function Counter() {
  const { t } = useTranslation('home');
  const [count, setCount] = useState(initialCount);
  useEffect(() => {
    const timer = window.setInterval(() => setCount((c) => c + HOT_COUNTER_STEP - 15 + Math.floor(Math.random() * 31)), HOT_COUNTER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className="ms-1 inline rounded-full whitespace-nowrap bg-sunken px-2 py-0.5 text-xs font-semibold text-fg-secondary tabular-nums" aria-hidden="true" data-testid="hot-counter">
      {t('hot.playing', { value: groupThousands(String(count)) })}
    </span>
  );
}
