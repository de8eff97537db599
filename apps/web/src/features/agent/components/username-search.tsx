import { useTranslation } from 'react-i18next';
import { smallInputClass } from './agent-section.tsx';

export interface UsernameSearchProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  label: string;
  testId: string;
}

/** The toolbar's "username" box with its search button. */
export function UsernameSearch({ value, onChange, onSubmit, label, testId }: UsernameSearchProps) {
  const { t } = useTranslation('agent');
  return (
    <form
      className="flex min-w-48 flex-1 items-end gap-2"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <input className={smallInputClass} value={value} onChange={(e) => onChange(e.target.value)} placeholder={label} aria-label={label} data-testid={testId} />
      <button type="submit" className="h-9 rounded-xl border border-line px-3 text-sm font-semibold hover:bg-sunken">
        {t('actions.search')}
      </button>
    </form>
  );
}
