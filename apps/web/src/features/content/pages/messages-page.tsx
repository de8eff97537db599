import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteMessage, useMarkAllRead, useMarkRead, useMessages, type MessageFilter } from '../api/messages.ts';
import { RichHtml } from '../components/rich-html.tsx';

const FILTERS: MessageFilter[] = ['all', 'unread', 'read'];

/** SPEC §2.7 internal messages (member centre `messages`): newest first, opening one marks it read, delete for me. */
export function MessagesPage() {
  const { t } = useTranslation('content');
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const q = useMessages(filter, page);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const remove = useDeleteMessage();
  const list = q.data?.list ?? [];

  return (
    <section className="grid gap-4 rounded-card bg-elevated p-4 shadow-card" aria-labelledby="messages-title" data-testid="messages-page">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="messages-title" className="text-xl font-bold">
          {t('messages.title')}
        </h1>
        <button type="button" className="rounded-lg px-3 py-1.5 text-sm font-semibold text-primary hover:bg-sunken disabled:opacity-40" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
          {t('messages.readAll')}
        </button>
      </div>
      <div role="tablist" aria-label={t('messages.filter')} className="flex gap-1">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={filter === f}
            onClick={() => (setFilter(f), setPage(1))}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${filter === f ? 'bg-sunken text-primary' : 'text-fg-secondary hover:bg-sunken'}`}
          >
            {t(`messages.filters.${f}`)}
          </button>
        ))}
      </div>
      {q.isPending ? (
        <div className="grid min-h-32 place-items-center">
          <Spinner />
        </div>
      ) : q.isError ? (
        <p className="text-fg-secondary">{t('messages.error')}</p>
      ) : list.length === 0 ? (
        <p className="grid min-h-32 place-items-center text-fg-secondary" data-testid="messages-empty">
          {t('messages.empty')}
        </p>
      ) : (
        <ul className="grid gap-2">
          {list.map((m) => (
            <li key={m.id} className="rounded-xl border border-line bg-sunken/40" data-testid="message-item" data-read={m.read}>
              <button
                type="button"
                className="flex w-full items-start gap-3 p-3 text-start"
                aria-expanded={open === m.id}
                onClick={() => {
                  setOpen(open === m.id ? null : m.id);
                  if (!m.read) markRead.mutate(m.id);
                }}
              >
                <span className={`mt-1.5 size-2 shrink-0 rounded-full ${m.read ? 'bg-transparent' : 'bg-danger'}`} aria-hidden="true" />
                <span className="grid flex-1 gap-0.5">
                  <span className={`text-sm ${m.read ? 'text-fg-secondary' : 'font-semibold'}`}>{m.title}</span>
                  <time className="text-xs text-fg-muted" dateTime={m.time}>
                    {formatDateTime(m.time)}
                  </time>
                </span>
                {!m.read && <span className="sr-only">{t('messages.unread')}</span>}
              </button>
              {open === m.id && (
                <div className="border-t border-line px-3 pt-2 pb-3">
                  <RichHtml html={m.content} testId="message-content" />
                  <button
                    type="button"
                    className="mt-2 rounded-lg px-2 py-1 text-xs font-semibold text-danger hover:bg-sunken"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(m.id, { onSuccess: () => setOpen(null) })}
                  >
                    {t('messages.delete')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} totalPages={q.data?.totalPages ?? 1} onChange={setPage} label={t('messages.pages')} />
    </section>
  );
}
