import type { FeedRowError, ImportChange, ImportPreview, ImportResultBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Button, Card, Empty, Field, PageHeader, useErrorText } from '../components/ui.tsx';
import { call, isApiError } from '../lib/api.ts';

interface Feed {
  fileName: string;
  format: 'json' | 'csv';
  text: string;
}

const MAX_BYTES = 8_000_000;
const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
const TONE = { new: 'ok', changed: 'info', disabled: 'warn' } as const;

/** Catalogue import from a vendor feed: choose the file, see what changes, then apply exactly that. */
export function GamesImportPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [feed, setFeed] = useState<Feed | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useMutation({ mutationFn: (f: Feed) => call<ImportPreview>('/operator/games/import/preview', { method: 'POST', body: f }) });
  const apply = useMutation({
    mutationFn: ({ f, token }: { f: Feed; token: string }) => call<ImportResultBody>('/operator/games/import/apply', { method: 'POST', body: { ...f, token } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['games'] }),
  });

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    preview.reset();
    apply.reset();
    setFeed(null);
    setFileError(null);
    if (!file) return;
    const ext = file.name.toLowerCase().split('.').pop();
    if (ext !== 'json' && ext !== 'csv') return setFileError(t('games.importPage.wrongType'));
    if (file.size > MAX_BYTES) return setFileError(t('games.importPage.tooBig'));
    const f: Feed = { fileName: file.name, format: ext, text: await file.text() };
    setFeed(f);
    preview.mutate(f);
  }

  const badRows = isApiError(preview.error, 'FEED_INVALID') ? ((preview.error.details as { errors?: FeedRowError[]; total?: number } | undefined) ?? {}) : null;
  const columns = useMemo<Column<ImportChange>[]>(
    () => [
      { id: 'change', header: t('games.importPage.col.change'), cell: (c) => <Badge tone={TONE[c.change]}>{t(`games.importPage.change.${c.change}`)}</Badge> },
      {
        id: 'item',
        header: t('games.importPage.col.item'),
        cell: (c) => (
          <span className="grid">
            <bdi className="font-semibold">{c.name}</bdi>
            <span className="text-xs text-fg-muted">
              {t(`games.importPage.kind.${c.kind}`)} · <bdi>{c.code}</bdi>
            </span>
          </span>
        ),
      },
      {
        id: 'fields',
        header: t('games.importPage.col.fields'),
        cell: (c) =>
          c.change === 'new' ? (
            <span className="text-fg-muted">{t('games.importPage.fieldCount', { count: c.fields.length })}</span>
          ) : (
            <ul className="grid gap-0.5">
              {c.fields.map((f) => (
                <li key={f.field} className="whitespace-nowrap">
                  <code className="text-xs text-fg-muted">{f.field}</code> <del className="text-danger">{show(f.before)}</del> → <ins className="font-semibold text-success no-underline">{show(f.after)}</ins>
                </li>
              ))}
            </ul>
          ),
      },
    ],
    [t],
  );
  const rowColumns = useMemo<Column<FeedRowError>[]>(
    () => [
      { id: 'line', header: t('games.importPage.col.line'), numeric: true, cell: (e) => e.line },
      { id: 'code', header: t('games.importPage.col.code'), cell: (e) => <bdi>{e.code ?? '—'}</bdi> },
      { id: 'message', header: t('games.importPage.col.problem'), cell: (e) => <span className="block w-52 whitespace-normal sm:w-auto sm:max-w-xl">{e.message}</span> },
    ],
    [t],
  );

  const p = preview.data;
  const nothing = p && p.changes.length === 0;
  return (
    <div data-testid="games-import-page">
      <PageHeader title={t('games.importPage.title')}>
        <Link to="/games" className="text-sm font-semibold text-primary hover:underline">
          {t('games.backToGames')}
        </Link>
      </PageHeader>
      <div className="grid gap-4">
        <Card title={t('games.importPage.step1')}>
          <div className="grid gap-2">
            <Field label={t('games.importPage.file')} hint={t('games.importPage.fileHint')}>
              <input type="file" accept=".json,.csv,application/json,text/csv" onChange={(e) => void choose(e)} className="text-sm file:me-3 file:rounded-lg file:border file:border-line file:bg-elevated file:px-3 file:py-1.5 file:font-semibold" data-testid="feed-file" />
            </Field>
            {fileError && (
              <p className="text-sm text-danger" role="alert">
                {fileError}
              </p>
            )}
            {preview.isPending && <p className="text-sm text-fg-muted" role="status">{t('games.importPage.checking', { file: feed?.fileName })}</p>}
          </div>
        </Card>

        {badRows && (
          <Card title={t('games.importPage.badRows', { count: badRows.total ?? badRows.errors?.length ?? 0 })} testId="feed-bad-rows">
            <p className="mb-3 text-sm text-danger" role="alert">
              {t('games.importPage.badRowsHint')}
            </p>
            <DataTable columns={rowColumns} rows={badRows.errors ?? []} rowKey={(e) => `${e.line}:${e.code ?? ''}:${e.message}`} label={t('games.importPage.badRows', { count: badRows.errors?.length ?? 0 })} />
          </Card>
        )}
        {preview.error && !badRows && (
          <p className="rounded-lg bg-danger/15 p-3 text-sm text-danger" role="alert" data-testid="feed-error">
            {errorText(preview.error)}
          </p>
        )}

        {p && feed && (
          <Card title={t('games.importPage.step2', { file: feed.fileName })} testId="feed-preview">
            <dl className="mb-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
              {(['gamesNew', 'gamesChanged', 'disabled', 'vendorsNew', 'vendorsChanged', 'unchanged'] as const).map((k) => (
                <div key={k} className="rounded-lg bg-sunken p-2">
                  <dt className="text-xs text-fg-muted">{t(`games.importPage.count.${k}`)}</dt>
                  <dd className="text-lg font-bold tabular-nums" data-testid={`count-${k}`}>
                    {p.counts[k]}
                  </dd>
                </div>
              ))}
            </dl>
            {nothing ? (
              <Empty>{t('games.importPage.nothing')}</Empty>
            ) : (
              <>
                <DataTable columns={columns} rows={p.changes} rowKey={(c) => `${c.kind}:${c.code}`} label={t('games.importPage.step2', { file: feed.fileName })} />
                {p.truncated && <p className="mt-2 text-xs text-fg-muted">{t('games.importPage.truncated', { count: p.changes.length })}</p>}
              </>
            )}
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {apply.data ? (
                <p className="rounded-lg bg-success/15 p-3 text-sm text-success" role="status" data-testid="import-done">
                  {apply.data.applied
                    ? t('games.importPage.applied', { added: apply.data.gamesInserted, updated: apply.data.gamesUpdated, vendors: apply.data.vendors })
                    : t('games.importPage.alreadyApplied')}
                </p>
              ) : (
                <Button tone="primary" disabled={nothing || apply.isPending} onClick={() => apply.mutate({ f: feed, token: p.token })} data-testid="import-apply">
                  {apply.isPending ? t('games.importPage.applying') : t('games.importPage.apply')}
                </Button>
              )}
              {apply.error && (
                <p className="text-sm text-danger" role="alert" data-testid="import-error">
                  {isApiError(apply.error, 'IMPORT_STALE') ? t('games.importPage.stale') : errorText(apply.error)}
                </p>
              )}
              {isApiError(apply.error, 'IMPORT_STALE') && (
                <Button
                  onClick={() => {
                    apply.reset();
                    preview.mutate(feed);
                  }}
                >
                  {t('games.importPage.previewAgain')}
                </Button>
              )}
            </div>
          </Card>
        )}
      </div>
    </div>
  );
}
