import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

const render = (current: number, total: number) => pageItems(current, total).map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('notice pager (9 per page, range 5, margin 1)', () => {
  it('shows every page when there are few', () => {
    expect(render(1, 1)).toBe('1');
    expect(render(2, 5)).toBe('1 2 3 4 5');
    expect(render(1, 7)).toBe('1 2 3 4 5 6 7');
  });

  it('keeps the first and last page with gaps around a window of five', () => {
    expect(render(1, 20)).toBe('1 2 3 4 5 … 20');
    expect(render(10, 20)).toBe('1 … 8 9 10 11 12 … 20');
    expect(render(20, 20)).toBe('1 … 16 17 18 19 20');
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(render(5, 20)).toBe('1 2 3 4 5 6 7 … 20');
  });

  it('clamps a current page outside the range and handles no pages', () => {
    expect(render(99, 8)).toBe('1 … 4 5 6 7 8');
    expect(pageItems(1, 0)).toEqual([]);
  });
});
