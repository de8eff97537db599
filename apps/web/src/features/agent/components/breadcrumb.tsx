import { useTranslation } from 'react-i18next';

export interface BreadcrumbProps {
  path: { id: number; username: string }[];
  onSelect: (id: number | undefined) => void;
}

/** Drill-down trail from the signed-in agent to the sub-agent being looked at. */
export function Breadcrumb({ path, onSelect }: BreadcrumbProps) {
  const { t } = useTranslation('agent');
  if (path.length <= 1) return null;
  return (
    <nav aria-label={t('team.trail')} data-testid="agent-breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {path.map((p, i) => {
          const last = i === path.length - 1;
          return (
            <li key={p.id} className="flex items-center gap-1">
              {i > 0 && (
                <span aria-hidden="true" className="text-fg-muted rtl:rotate-180">
                  ›
                </span>
              )}
              {last ? (
                <span aria-current="page" className="font-semibold">
                  {p.username}
                </span>
              ) : (
                <button type="button" className="font-semibold text-primary hover:underline" onClick={() => onSelect(i === 0 ? undefined : p.id)}>
                  {p.username}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
