import { NOTICE_PAGE_SIZE } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { afterClose } from '../../../components/modal/after-close.ts';
import { Dialog } from '../../../components/modal/dialog.tsx';
import type { ModalComponentProps } from '../../../components/modal/modal-store.ts';
import { Pager } from '../../../components/pager.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguageStore } from '../../../lib/i18n.ts';
import { memberPath } from '../../../lib/member-pages.ts';
import { useSession } from '../../../lib/session.ts';
import { fetchPopups, popupsQueryKey } from '../api/get-announcements.ts';
import { RichHtml } from './rich-html.tsx';

export interface AnnouncementModalProps {
  execution: 'A' | 'B' | 'F';
}

/**
 * SPEC §2.6 announcement popup: titles on the left, 9 per page (page range 5, margin 1); the right
 * pane shows the selected title, its time (yyyy-MM-dd hh:mm:ss) and HTML content; clicking the
 * selected title again closes it. A link leads to the reward centre of the member overlay.
 */
export function AnnouncementModal({ props, close }: ModalComponentProps<AnnouncementModalProps, void>) {
  const { t } = useTranslation('content');
  const language = useLanguageStore((s) => s.language.code);
  const execution = props?.execution ?? 'B';
  const signedIn = useSession((s) => s.member !== null);
  const navigate = useNavigate();
  const rewardTarget = signedIn ? memberPath('rewardCenter') : '/login';
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: popupsQueryKey(execution, language),
    queryFn: ({ signal }) => fetchPopups(execution, language, signal),
    staleTime: 60_000,
  });
  const list = data?.popup ?? [];
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null | undefined>(undefined);
  const pageItems = list.slice((page - 1) * NOTICE_PAGE_SIZE, page * NOTICE_PAGE_SIZE);
  // The first announcement is open until the visitor picks (or closes) one.
  const selected = selectedId === undefined ? list[0] : list.find((a) => a.id === selectedId);

  return (
    <Dialog title={t('popup.title')} onClose={() => close()} size="lg" deferFocus>
      {isPending ? (
        <div className="grid min-h-48 place-items-center">
          <Spinner />
        </div>
      ) : isError ? (
        <div className="grid min-h-48 place-items-center text-center">
          <div>
            <p className="text-fg-secondary">{t('popup.error')}</p>
            <button type="button" onClick={() => void refetch()} className="mt-3 rounded-lg px-3 py-1.5 font-semibold text-primary hover:bg-sunken">
              {t('common:actions.retry')}
            </button>
          </div>
        </div>
      ) : list.length === 0 ? (
        <p className="grid min-h-48 place-items-center text-fg-secondary">{t('popup.empty')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-testid="announcement-popup">
          <div className="flex flex-col gap-3">
            <ul className="flex flex-col gap-1" aria-label={t('popup.list')}>
              {pageItems.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    onClick={() => setSelectedId(selected?.id === a.id ? null : a.id)}
                    aria-pressed={selected?.id === a.id}
                    className={`w-full rounded-lg px-3 py-2 text-start text-sm ${selected?.id === a.id ? 'border-s-4 border-primary bg-sunken font-semibold text-fg' : 'border-s-4 border-transparent text-fg-secondary hover:bg-sunken hover:text-fg'}`}
                    data-testid="announcement-item"
                  >
                    <span className="line-clamp-2">{a.title}</span>
                  </button>
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={Math.ceil(list.length / NOTICE_PAGE_SIZE)} onChange={setPage} label={t('popup.pages')} />
            <Link
              to={rewardTarget}
              onClick={(event) => {
                // Closing goes Back (the popup's history entry); navigating in the same tick would be undone by it.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                close();
                afterClose(() => void navigate(rewardTarget));
              }}
              className="mt-auto rounded-lg bg-primary px-3 py-2 text-center text-sm font-semibold text-primary-contrast hover:bg-primary-strong"
              data-testid="announcement-reward-link"
            >
              {t('popup.rewardCentre')}
            </Link>
          </div>
          <article className="min-h-48 rounded-xl border border-line bg-sunken/50 p-4" aria-live="polite" data-testid="announcement-detail">
            {selected ? (
              <>
                <h3 className="text-base font-bold">{selected.title}</h3>
                <p className="mt-1 text-xs text-fg-muted">
                  <time dateTime={selected.time}>{formatDateTime(selected.time)}</time>
                </p>
                <RichHtml html={selected.content} className="mt-3" testId="announcement-content" />
                {selected.announcementImages.map((img) => (
                  <img key={img.sequence} src={img.url} alt="" loading="lazy" className="mt-3 w-full rounded-lg" />
                ))}
              </>
            ) : (
              <p className="text-sm text-fg-muted">{t('popup.pick')}</p>
            )}
          </article>
        </div>
      )}
    </Dialog>
  );
}
