import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GameRow } from './game-row.tsx';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {} });
  // happy-dom has no ResizeObserver: the row measures its scroll edges through one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => document.body.replaceChildren());

const rowTitle = 'Hot games';
const items = Array.from({ length: 40 }, (_, i) => `game-${i + 1}`);

function renderRow(list: string[] = items) {
  return render(
    <MemoryRouter>
      <GameRow title={rowTitle} items={list} itemKey={(g) => g} testId="row" renderItem={(g) => <button type="button" aria-label={g} />} />
    </MemoryRouter>,
  );
}

const tiles = () => screen.getAllByRole('button').filter((b) => b.getAttribute('aria-label')?.startsWith('game-'));

describe('GameRow: the rest of a long row follows when the visitor reaches for it', () => {
  it('renders the first 12 of 40 games, with the next arrow enabled', () => {
    renderRow();
    expect(tiles()).toHaveLength(12);
    expect(screen.getByTestId('row-next')).toHaveProperty('disabled', false);
  });

  it('renders every game once the row is scrolled', () => {
    renderRow();
    fireEvent.scroll(screen.getByTestId('row').querySelector('[id]:not(h2)') as HTMLElement);
    expect(tiles()).toHaveLength(40);
  });

  it('renders every game when a tile takes the keyboard focus', () => {
    renderRow();
    fireEvent.focus(tiles()[11] as HTMLElement);
    expect(tiles()).toHaveLength(40);
  });

  it('renders every game before the next arrow pages the row', () => {
    renderRow();
    const scroller = screen.getByTestId('row').querySelector('[id]:not(h2)') as HTMLElement;
    scroller.scrollBy = vi.fn();
    fireEvent.click(screen.getByTestId('row-next'));
    expect(tiles()).toHaveLength(40);
    expect(scroller.scrollBy).toHaveBeenCalledOnce();
  });

  it('renders a short row whole, without arrows', () => {
    renderRow(items.slice(0, 12));
    expect(tiles()).toHaveLength(12);
    expect(screen.queryByTestId('row-next')).toBeNull();
  });
});
