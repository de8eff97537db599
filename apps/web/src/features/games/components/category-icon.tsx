/** One small pictogram per game category, for the side menu and the header. */
const PATHS: Record<string, string> = {
  LIVE: 'M4 6h16v10H4zM8 20h8M12 16v4M10 9l4 2-4 2z',
  RNG: 'M5 4h14v16H5zM9 8h2v2H9zM13 14h2v2h-2zM13 8h2v2h-2zM9 14h2v2H9z',
  FISH: 'M3 12c3-5 9-6 13-2l5-3v10l-5-3c-4 4-10 3-13-2zM14 11h.01',
  PVP: 'M6 4h9l3 3v13H6zM10 10l2-2 2 2-2 2zM9 15h6',
  SPORTS: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l4 3-1.5 4.5h-5L8 10z',
  ESPORTS: 'M6 9h12a3 3 0 0 1 3 3l-1 5a2 2 0 0 1-3.5 1L15 16H9l-1.5 2A2 2 0 0 1 4 17l-1-5a3 3 0 0 1 3-3zM8 11v3M6.5 12.5h3M15 12h.01M17 13.5h.01',
  COCKFIGHT: 'M8 20l2-5M14 20l-1-5M6 10a5 5 0 0 0 10 3l4-1-3-3 1-4-4 2a5 5 0 0 0-8 3z',
  LOTT: 'M4 7h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4zM10 7v12',
  ELOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9h6M9 12h6M9 15h4',
  INHOUSE: 'M4 11l8-7 8 7v9H4zM9 20v-6h6v6',
  BGS: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM16.5 13v7M13 16.5h7',
};

export function CategoryIcon({ category, className = 'size-5' }: { category: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[category] ?? PATHS.BGS} />
    </svg>
  );
}
