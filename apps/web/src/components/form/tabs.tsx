import { useRef, type KeyboardEvent } from 'react';

export interface TabsProps<K extends string> {
  tabs: { key: K; label: string; testId?: string }[];
  value: K;
  onChange: (key: K) => void;
  label: string;
}

/** A segmented tab bar with roving focus (arrow keys, Home, End). */
export function Tabs<K extends string>({ tabs, value, onChange, label }: TabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = e.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="mb-4 grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-sunken p-1">
      {tabs.map((tab, i) => {
        const selected = tab.key === value;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={(e) => onKey(e, i)}
            data-testid={tab.testId}
            className={`h-9 rounded-lg px-3 text-sm font-semibold transition-colors ${selected ? 'bg-elevated text-fg shadow-card' : 'text-fg-secondary hover:text-fg'}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
