import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { alertDialog, confirmDialog } from '../../../components/modal/message-openers.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useRevokeSession } from '../api/delete-session.ts';
import { useSessions } from '../api/get-sessions.ts';

/** A short device name from a user agent: browser and system, never the whole string. */
export function describeDevice(ua: string | null): { browser: string; os: string } | null {
  if (!ua) return null;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Chrom(e|ium)\//.test(ua)
        ? 'Chrome'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Safari\//.test(ua)
            ? 'Safari'
            : '';
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad|iPod/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '';
  return browser || os ? { browser, os } : null;
}

/** The member's sessions (SPEC issue: listed and revocable in the security centre). */
export function SessionsCard() {
  const { t } = useTranslation('member');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  return (
    <section className="rounded-card bg-elevated p-5 shadow-card" aria-labelledby="sessions-title" data-testid="sessions-card">
      <h2 id="sessions-title" className="font-semibold">
        {t('security.sessions.title')}
      </h2>
      <p className="text-sm text-fg-secondary">{t('security.sessions.description')}</p>
      {sessions.isPending ? (
        <div className="grid place-items-center py-6">
          <Spinner />
        </div>
      ) : sessions.isError ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {errorText(sessions.error)}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {sessions.data.map((s) => {
            const device = describeDevice(s.userAgent);
            return (
              <li key={s.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="session-row">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {device ? t('security.sessions.device', { browser: device.browser || t('security.sessions.unknownBrowser'), os: device.os || t('security.sessions.unknownOs') }) : t('security.sessions.unknownDevice')}
                    {s.current && (
                      <span className="ms-2 rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success" data-testid="session-current">
                        {t('security.sessions.current')}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-fg-muted">
                    {t('security.sessions.meta', { ip: s.ip ?? '—', created: formatDateTime(s.createdAt), seen: formatDateTime(s.lastSeenAt) })}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    size="sm"
                    variant="outline"
                    busy={revoke.isPending && revoke.variables === s.id}
                    onClick={async () => {
                      if (!(await confirmDialog({ message: t('security.sessions.revokeConfirm') }))) return;
                      revoke.mutate(s.id, { onError: (e) => void alertDialog({ tone: 'warning', message: errorText(e) }) });
                    }}
                    data-testid="session-revoke"
                  >
                    {t('security.sessions.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
