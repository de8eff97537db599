import type { NoticeInput, OperatorNotice, OperatorNoticeList } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Button, Card, Empty, ErrorState, Field, Input, PageHeader, Select, Spinner, useErrorText } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime } from '../lib/format.ts';
import { ContentTabs, langProps, useEditLanguages, useLanguageName, fromLocal, LanguageTabs, textOf, toLocal, useScrollIntoView } from './content-shared.tsx';

export const noticesKey = ['content-notices'] as const;
type Text = { language: string; title: string; content: string };
type Draft = Omit<OperatorNotice, 'id' | 'texts' | 'publishedAt'> & { publishedAt: string | null; texts: Text[] };
const EMPTY: Draft = { kind: 'PLAYER', publishedAt: null, sort: 0, enabled: true, texts: [] };

function Editor({ initial, id, defaultLanguage, onDone }: { initial: Draft; id: number | null; defaultLanguage: string; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const [lang, setLang] = useState(defaultLanguage);
  const [saved, setSaved] = useState(false);
  const { languages, add } = useEditLanguages(defaultLanguage, initial.texts.map((x) => x.language));
  const text = draft.texts.find((x) => x.language === lang) ?? { language: lang, title: '', content: '' };
  const set = (patch: Partial<Draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const setText = (patch: Partial<Text>) => {
    setSaved(false);
    setDraft((d) => {
      const cur = d.texts.find((x) => x.language === lang) ?? { language: lang, title: '', content: '' };
      return { ...d, texts: [...d.texts.filter((x) => x.language !== lang), { ...cur, ...patch }] };
    });
  };
  const hasDefault = draft.texts.some((x) => x.language === defaultLanguage && x.title.trim());
  const missingTitle = draft.texts.some((x) => !x.title.trim() && x.content.trim());
  const formRef = useScrollIntoView<HTMLFormElement>();
  const save = useMutation({
    mutationFn: () => {
      const body: NoticeInput = {
        kind: draft.kind,
        ...(draft.publishedAt ? { publishedAt: draft.publishedAt } : {}),
        sort: draft.sort,
        enabled: draft.enabled,
        texts: draft.texts.filter((x) => x.title.trim() || x.content.trim()).map((x) => ({ language: x.language, title: x.title.trim(), content: x.content.trim() })),
      };
      return id === null ? call<OperatorNotice>('/operator/content/notices', { method: 'POST', body }) : call<OperatorNotice>(`/operator/content/notices/${id}`, { method: 'PUT', body });
    },
    onSuccess: async () => {
      setSaved(true);
      await client.invalidateQueries({ queryKey: noticesKey });
      if (id === null) onDone();
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate();
  }
  const defaultName = useLanguageName()(defaultLanguage);
  return (
    <form ref={formRef} onSubmit={submit} className="grid scroll-mt-4 gap-4 lg:grid-cols-[1fr_18rem]" data-testid="notice-form">
      <Card title={id === null ? t('notices.new') : t('notices.edit', { id })}>
        <LanguageTabs onAdd={add} languages={languages} current={lang} onSelect={setLang} defaultLanguage={defaultLanguage} filled={(code) => draft.texts.some((x) => x.language === code && x.title.trim())} />
        <div className="grid gap-3" key={lang} {...langProps(lang)}>
          <p className="text-xs text-fg-muted">{t('notices.defaultLanguage', { language: defaultName })}</p>
          <Field label={t('notices.field.title')}>
            <Input value={text.title} maxLength={200} onChange={(e) => setText({ title: e.target.value })} data-testid="notice-title" />
          </Field>
          <Field label={t('notices.field.content')} hint={t('notices.field.contentHint')}>
            <textarea
              value={text.content}
              maxLength={5000}
              rows={5}
              onChange={(e) => setText({ content: e.target.value })}
              className="min-h-24 w-full rounded-lg border border-line bg-elevated px-3 py-1.5 text-sm text-fg"
              data-testid="notice-content"
            />
          </Field>
        </div>
      </Card>
      <div className="grid content-start gap-4">
        <Card title={t('notices.settings')}>
          <div className="grid gap-3">
            <Field label={t('notices.col.kind')}>
              <Select value={draft.kind} onChange={(e) => set({ kind: e.target.value as Draft['kind'] })} data-testid="notice-kind">
                {(['PLAYER', 'GAME'] as const).map((v) => (
                  <option key={v} value={v}>
                    {t(`notices.kind.${v}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('notices.field.publishedAt')} hint={t('notices.field.publishedAtHint')}>
              <Input type="datetime-local" value={toLocal(draft.publishedAt)} onChange={(e) => set({ publishedAt: fromLocal(e.target.value) })} data-testid="notice-published" />
            </Field>
            <Field label={t('notices.col.sort')} hint={t('notices.field.sortHint')}>
              <Input type="number" min={-10000} max={10000} value={draft.sort} onChange={(e) => set({ sort: Number(e.target.value) || 0 })} data-testid="notice-sort" />
            </Field>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} data-testid="notice-enabled" />
              {t('notices.field.enabled')}
            </label>
          </div>
        </Card>
        {save.error && (
          <p className="text-sm text-danger" role="alert" data-testid="save-error">
            {errorText(save.error)}
          </p>
        )}
        {!hasDefault && <p className="text-sm text-warning">{t('notices.needsDefault', { language: defaultName })}</p>}
        {missingTitle && <p className="text-sm text-warning">{t('content.needsTitle')}</p>}
        {saved && (
          <p className="text-sm text-success" role="status" data-testid="save-done">
            {t('notices.saved')}
          </p>
        )}
        <div className="flex gap-2">
          <Button tone="primary" type="submit" disabled={save.isPending || !hasDefault || missingTitle} data-testid="notice-save">
            {t('action.save')}
          </Button>
          <Button tone="ghost" onClick={onDone}>
            {t('action.close')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Marquee rows and game notices: a plain-text title and text per language, order, schedule, shown (docs/content.md). */
export function NoticesPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const list = useQuery({ queryKey: noticesKey, queryFn: ({ signal }) => call<OperatorNoticeList>('/operator/content/notices', { signal }) });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => call<null>(`/operator/content/notices/${id}`, { method: 'DELETE' }),
    onSuccess: async (_r, id) => {
      setConfirming(null);
      if (editing === id) setEditing(null);
      await client.invalidateQueries({ queryKey: noticesKey });
    },
  });
  const defaultLanguage = list.data?.defaultLanguage ?? 'EN';
  const columns = useMemo<Column<OperatorNotice>[]>(
    () => [
      { id: 'title', header: t('notices.col.title'), cell: (n) => <span className="font-semibold">{textOf(n.texts, i18n.language, defaultLanguage)?.title ?? `#${n.id}`}</span> },
      { id: 'kind', header: t('notices.col.kind'), cell: (n) => t(`notices.kind.${n.kind}`) },
      {
        id: 'published',
        header: t('notices.col.published'),
        cell: (n) => (
          <span className="tabular-nums">
            {dateTime(n.publishedAt)}
            {Date.parse(n.publishedAt) > Date.now() && (
              <span className="ms-1">
                <Badge tone="warn">{t('notices.scheduled')}</Badge>
              </span>
            )}
          </span>
        ),
      },
      { id: 'languages', header: t('notices.col.languages'), cell: (n) => n.texts.map((x) => x.language).join(', ') },
      { id: 'sort', header: t('notices.col.sort'), numeric: true, cell: (n) => n.sort },
      { id: 'enabled', header: t('notices.col.enabled'), cell: (n) => <Badge tone={n.enabled ? 'ok' : 'muted'}>{n.enabled ? t('content.on') : t('content.off')}</Badge> },
      {
        id: 'actions',
        header: t('notices.col.actions'),
        pinned: true,
        cell: (n) =>
          confirming === n.id ? (
            <span className="flex flex-wrap items-center gap-1">
              <span className="text-xs">{t('notices.confirmDelete')}</span>
              <Button tone="danger" onClick={() => remove.mutate(n.id)} disabled={remove.isPending} data-testid="notice-delete-confirm">
                {t('notices.delete')}
              </Button>
              <Button tone="ghost" onClick={() => setConfirming(null)}>
                {t('action.cancel')}
              </Button>
            </span>
          ) : (
            <span className="flex gap-1">
              <Button onClick={() => setEditing(n.id)} data-testid="notice-edit">
                {t('notices.editAction')}
              </Button>
              <Button tone="ghost" onClick={() => setConfirming(n.id)} data-testid="notice-delete">
                {t('notices.delete')}
              </Button>
            </span>
          ),
      },
    ],
    [t, i18n.language, defaultLanguage, confirming, remove],
  );
  const found = typeof editing === 'number' ? list.data?.items.find((n) => n.id === editing) : undefined;
  return (
    <div data-testid="notices-page">
      <PageHeader title={t('notices.title')}>
        <Button tone="primary" onClick={() => setEditing('new')} disabled={!list.data} data-testid="notice-new">
          {t('notices.new')}
        </Button>
      </PageHeader>
      <ContentTabs />
      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className="grid gap-4">
          {editing === 'new' && <Editor key="new" initial={{ ...EMPTY, texts: [] }} id={null} defaultLanguage={defaultLanguage} onDone={() => setEditing(null)} />}
          {found && <Editor key={found.id} initial={{ ...found, texts: found.texts.map((x) => ({ ...x })) }} id={found.id} defaultLanguage={defaultLanguage} onDone={() => setEditing(null)} />}
          {remove.error && (
            <p className="text-sm text-danger" role="alert">
              {errorText(remove.error)}
            </p>
          )}
          {!list.data.items.length ? <Empty>{t('notices.empty')}</Empty> : <DataTable columns={columns} rows={list.data.items} rowKey={(n) => String(n.id)} label={t('notices.title')} />}
        </div>
      )}
    </div>
  );
}
