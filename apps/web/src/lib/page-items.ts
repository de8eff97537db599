/** One entry of a numbered pager: a page number or a gap. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * SPEC §2.6/§9 pager: a window of `range` pages around the current one, plus
 * `margin` pages at each end, with a gap marker where pages are skipped. A gap
 * of exactly one page shows that page instead (a gap would hide nothing).
 * Pages are 1-based.
 */
export function pageItems(current: number, total: number, range = 5, margin = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set<number>();
  const start = Math.max(1, Math.min(page - Math.floor(range / 2), total - range + 1));
  for (let p = start; p < start + range && p <= total; p++) shown.add(p);
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}
