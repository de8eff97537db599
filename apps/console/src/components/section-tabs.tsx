import { NavLink } from 'react-router';

/** Links between the pages of one area (content: announcements, banners, notices; rewards: VIP, rebate, points, missions). */
export function SectionTabs({ label, tabs, testId }: { label: string; tabs: { to: string; label: string; end?: boolean }[]; testId?: string }) {
  return (
    <nav aria-label={label} className="mb-4 flex gap-1 overflow-x-auto border-b border-line" data-testid={testId}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end ?? false}
          className={({ isActive }) => `-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold ${isActive ? 'border-primary text-primary' : 'border-transparent text-fg-secondary hover:text-fg'}`}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
