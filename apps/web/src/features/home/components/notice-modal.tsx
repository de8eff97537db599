import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/modal/dialog.tsx';
import type { ModalComponentProps } from '../../../components/modal/modal-store.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useNotices } from '../api/get-notices.ts';
import { Pager } from '../../../components/pager.tsx';
import { RichHtml } from '../../content/components/rich-html.tsx';

export interface NoticeModalProps {
  /** The notice to open on (the marquee's). */
  noticeId?: number;
}

/**
 * SPEC §2.6 notice popup: titles on the left, 9 per page with a numbered pager
 * (range 5, margin 1); the right pane shows the selected notice's title, time
 * (yyyy-MM-dd hh:mm:ss) and HTML content (sanitised by the server, purified again here). Clicking
 * the selected title again closes it.
 */
export function NoticeModal({ props, close }: ModalComponentProps<NoticeModalProps, void>) {
  const { t } = useTranslation('home');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(props?.noticeId ?? null);
  const { data, isPending, isError, refetch } = useNotices(page);
  const list = data?.list ?? [];
  const notice = list.find((n) => n.id === selected);

  return (
    <Dialog title={t('notice.title')} onClose={() => close()} size="lg">
      {isPending ? (
        <div className="grid min-h-48 place-items-center">
          <Spinner />
        </div>
      ) : isError ? (
        <div className="grid min-h-48 place-items-center text-center">
          <div>
            <p className="text-fg-secondary">{t('notice.error')}</p>
            <button type="button" onClick={() => void refetch()} className="mt-3 rounded-lg px-3 py-1.5 font-semibold text-primary hover:bg-sunken">
              {t('common:actions.retry')}
            </button>
          </div>
        </div>
      ) : list.length === 0 ? (
        <p className="grid min-h-48 place-items-center text-fg-secondary">{t('notice.empty')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-testid="notice-modal">
          <div className="flex flex-col gap-3">
            <ul className="flex flex-col gap-1" aria-label={t('notice.list')}>
              {list.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => setSelected(selected === n.id ? null : n.id)}
                    aria-pressed={selected === n.id}
                    className={`w-full rounded-lg px-3 py-2 text-start text-sm ${selected === n.id ? 'bg-sunken font-semibold text-primary' : 'text-fg-secondary hover:bg-sunken hover:text-fg'}`}
                    data-testid="notice-item"
                  >
                    <span className="line-clamp-2">{n.title}</span>
                  </button>
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={data?.totalPages ?? 1} onChange={setPage} label={t('notice.pages')} />
          </div>
          <article className="min-h-48 rounded-xl border border-line bg-sunken/50 p-4" aria-live="polite" data-testid="notice-detail">
            {notice ? (
              <>
                <h3 className="text-base font-bold">{notice.title}</h3>
                <p className="mt-1 text-xs text-fg-muted">
                  <time dateTime={notice.time}>{formatDateTime(notice.time)}</time>
                </p>
                <RichHtml html={notice.content} className="mt-3" />
              </>
            ) : (
              <p className="text-sm text-fg-muted">{t('notice.pick')}</p>
            )}
          </article>
        </div>
      )}
    </Dialog>
  );
}
