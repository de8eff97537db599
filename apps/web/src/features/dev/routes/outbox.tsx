import type { OutboxMessage } from '@app/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { isApiError } from '../../../lib/http.ts';
import { useOutbox } from '../api/get-outbox.ts';

/** Links in a message body become clickable; same-site links stay in this tab. */
function linkify(text: string): ReactNode[] {
  const parts = text.split(/(https?:\/\/[^\s<>"]+|\/resetPassword\?token=[\w-]+)/g);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={part} className="break-all text-primary underline" data-testid="outbox-link">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

function Message({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('common');
  return (
    <li className="rounded-card border border-line bg-elevated p-4 shadow-card" data-testid="outbox-message">
      <div className="flex flex-wrap items-center gap-2 text-xs text-fg-muted">
        <span className={`rounded-full px-2 py-0.5 font-bold uppercase ${message.channel === 'sms' ? 'bg-accent text-accent-contrast' : 'bg-primary text-primary-contrast'}`}>
          {t(`dev.channel.${message.channel}`)}
        </span>
        <span className="font-mono text-fg" data-testid="outbox-to">
          {message.to}
        </span>
        <span>{message.purpose}</span>
        <span className="ms-auto">{formatDateTime(message.createdAt)}</span>
      </div>
      {message.subject && <p className="mt-2 font-semibold">{message.subject}</p>}
      <p className="mt-1 text-sm whitespace-pre-wrap text-fg-secondary" data-testid="outbox-body">
        {linkify(message.body)}
      </p>
    </li>
  );
}

/**
 * /dev/outbox: what the sandbox SMS and mail providers "sent", for developers and
 * browser tests. The API exists only outside production; there this page says
 * it is not available.
 */
export function Component() {
  const { t } = useTranslation('common');
  const [to, setTo] = useState('');
  const outbox = useOutbox(to.trim().length >= 3 ? to.trim() : undefined);
  const unavailable = isApiError(outbox.error) && (outbox.error.status === 404 || outbox.error.status === 403);
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" aria-labelledby="outbox-title" data-testid="dev-outbox">
      <h1 id="outbox-title" className="text-2xl font-bold">
        {t('dev.title')}
      </h1>
      <p className="mt-1 text-sm text-fg-secondary">{t('dev.intro')}</p>
      {unavailable ? (
        <p className="mt-6 rounded-card border border-dashed border-line p-6 text-center text-fg-secondary" data-testid="outbox-unavailable">
          {t('dev.unavailable')}
        </p>
      ) : (
        <>
          <label className="mt-6 block text-sm font-medium text-fg-secondary" htmlFor="outbox-to">
            {t('dev.filter')}
          </label>
          <input
            id="outbox-to"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            className="mt-1 h-10 w-full rounded-xl border border-line bg-sunken px-3 text-fg focus:border-primary focus:outline-none"
            placeholder={t('dev.filterPlaceholder')}
          />
          {outbox.isPending ? (
            <div className="grid place-items-center py-10">
              <Spinner />
            </div>
          ) : outbox.data?.messages.length ? (
            <ul className="mt-4 space-y-3">
              {outbox.data.messages.map((m) => (
                <Message key={m.id} message={m} />
              ))}
            </ul>
          ) : (
            <p className="mt-6 text-center text-fg-secondary" data-testid="outbox-empty">
              {outbox.isError ? t('errors:codes.INTERNAL_ERROR') : t('dev.empty')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
