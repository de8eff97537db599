import { NOTICE_MARGIN_PAGES, NOTICE_PAGE_RANGE } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { pageItems } from '../lib/page-items.ts';

export interface PagerProps {
  page: number;
  range?: number;
  margin?: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}

const itemClass = 'grid h-8 min-w-8 place-items-center rounded-lg px-2 text-sm font-semibold';

/** Numbered pager of SPEC §2.6/§9 (page range 5, one margin page at each end by default). */
export function Pager({ page, totalPages, onChange, label, range = NOTICE_PAGE_RANGE, margin = NOTICE_MARGIN_PAGES }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1" data-testid="pager">
      <button type="button" className={`${itemClass} text-fg-secondary hover:bg-sunken disabled:opacity-40`} disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t('common:pager.previous')}>
        <span aria-hidden="true" className="rtl:rotate-180">‹</span>
      </button>
      {pageItems(page, totalPages, range, margin).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className={`${itemClass} text-fg-muted`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            onClick={() => onChange(item.page)}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={t('common:pager.page', { n: item.page })}
            className={`${itemClass} ${item.page === page ? 'bg-primary text-primary-contrast' : 'text-fg-secondary hover:bg-sunken'}`}
          >
            {item.page}
          </button>
        ),
      )}
      <button type="button" className={`${itemClass} text-fg-secondary hover:bg-sunken disabled:opacity-40`} disabled={page >= totalPages} onClick={() => onChange(page + 1)} aria-label={t('common:pager.next')}>
        <span aria-hidden="true" className="rtl:rotate-180">›</span>
      </button>
    </nav>
  );
}
