/** A row of tabs under a page title (the page keeps the current tab, usually in the address). */
export function Tabs<K extends string>({ tabs, current, label, onChange }: { tabs: readonly { key: K; label: string }[]; current: K; label?: string; onChange: (key: K) => void }) {
  return (
    <div role="tablist" aria-label={label} className="mb-3 flex gap-1 overflow-x-auto border-b border-line">
      {tabs.map(({ key, label: text }) => (
        <button
          key={key}
          role="tab"
          type="button"
          aria-selected={current === key}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${current === key ? 'border-primary text-primary' : 'border-transparent text-fg-secondary hover:text-fg'}`}
          onClick={() => onChange(key)}
          data-testid={`tab-${key}`}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
