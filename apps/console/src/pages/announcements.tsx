import type { OperatorAnnouncement } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Empty, ErrorState, PageHeader, Spinner } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime } from '../lib/format.ts';
import { ContentTabs } from './content-shared.tsx';

export const announcementsKey = ['announcements'] as const;

/** The title in the console's language, else English, else the first text. */
export function titleOf(a: OperatorAnnouncement, language: string): string {
  const want = language.toUpperCase();
  return (a.texts.find((x) => x.language === want) ?? a.texts.find((x) => x.language === 'EN') ?? a.texts[0])?.title ?? `#${a.id}`;
}

export function AnnouncementsPage() {
  const { t, i18n } = useTranslation();
  const list = useQuery({ queryKey: announcementsKey, queryFn: ({ signal }) => call<{ items: OperatorAnnouncement[] }>('/operator/content/announcements', { signal }) });
  const columns = useMemo<Column<OperatorAnnouncement>[]>(
    () => [
      {
        id: 'title',
        header: t('content.col.title'),
        cell: (a) => (
          <Link to={`/content/${a.id}`} className="font-semibold text-accent hover:underline" data-testid="announcement-link">
            {titleOf(a, i18n.language)}
          </Link>
        ),
      },
      { id: 'type', header: t('content.col.type'), cell: (a) => t(`content.type.${a.type}`) },
      { id: 'execution', header: t('content.col.execution'), cell: (a) => t(`content.execution.${a.execution}`) },
      { id: 'languages', header: t('content.col.languages'), cell: (a) => a.texts.map((x) => x.language).join(', ') },
      { id: 'enabled', header: t('content.col.enabled'), cell: (a) => <Badge tone={a.enabled ? 'ok' : 'muted'}>{a.enabled ? t('content.on') : t('content.off')}</Badge> },
      { id: 'priority', header: t('content.col.priority'), numeric: true, cell: (a) => a.priority },
      { id: 'updated', header: t('content.col.updated'), cell: (a) => <span className="tabular-nums">{dateTime(a.updatedAt)}</span> },
    ],
    [t, i18n.language],
  );
  return (
    <div data-testid="announcements-page">
      <PageHeader title={t('content.title')}>
        <Link to="/content/new" className="inline-flex min-h-9 items-center rounded-lg bg-primary px-3 text-sm font-semibold text-primary-contrast hover:bg-primary-strong" data-testid="announcement-new">
          {t('content.new')}
        </Link>
      </PageHeader>
      <ContentTabs />
      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data.items.length ? (
        <Empty>{t('content.empty')}</Empty>
      ) : (
        <DataTable columns={columns} rows={list.data.items} rowKey={(a) => String(a.id)} label={t('content.title')} />
      )}
    </div>
  );
}
