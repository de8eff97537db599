import { HELP_BRAND_TOKEN, HELP_FALLBACK_LANGUAGE, HELP_SECTIONS, type HelpArticleInput, type OperatorHelpArticle, type OperatorHelpArticleList } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../components/data-table.tsx';
import { RichTextEditor } from '../components/rich-text-editor.tsx';
import { Badge, Button, Card, Empty, ErrorState, Field, Input, PageHeader, Select, Spinner, useErrorText } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime } from '../lib/format.ts';
import { ContentTabs, langProps, useEditLanguages, LanguageTabs, textOf, useScrollIntoView } from './content-shared.tsx';

export const helpArticlesKey = ['content-help-articles'] as const;
const BASE = '/operator/content/help-articles';
type Text = { language: string; title: string; body: string };
type Draft = Pick<OperatorHelpArticle, 'section' | 'sort' | 'published'> & { texts: Text[] };
const EMPTY: Draft = { section: 'faq', sort: 0, published: false, texts: [] };
const SHOWN_LANGUAGES = 4;
const FIRST_LANGUAGES = ['EN', 'TY'];
const rank = (code: string) => (FIRST_LANGUAGES.includes(code) ? FIRST_LANGUAGES.indexOf(code) : FIRST_LANGUAGES.length);

function Editor({ initial, id, onDone }: { initial: Draft; id: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const [lang, setLang] = useState<string>(HELP_FALLBACK_LANGUAGE);
  const [saved, setSaved] = useState(false);
  const { languages, add } = useEditLanguages(HELP_FALLBACK_LANGUAGE, initial.texts.map((x) => x.language));
  const text = draft.texts.find((x) => x.language === lang) ?? { language: lang, title: '', body: '' };
  const set = (patch: Partial<Draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const setText = (patch: Partial<Text>) => {
    setSaved(false);
    setDraft((d) => {
      const cur = d.texts.find((x) => x.language === lang) ?? { language: lang, title: '', body: '' };
      return { ...d, texts: [...d.texts.filter((x) => x.language !== lang), { ...cur, ...patch }] };
    });
  };
  const hasEnglish = draft.texts.some((x) => x.language === HELP_FALLBACK_LANGUAGE && x.title.trim() && x.body.trim());
  const missingTitle = draft.texts.some((x) => !x.title.trim() && x.body.trim());
  const formRef = useScrollIntoView<HTMLFormElement>();
  const save = useMutation({
    mutationFn: () => {
      const body: HelpArticleInput = {
        section: draft.section,
        sort: draft.sort,
        published: draft.published,
        // A language with neither title nor text is not sent (the server would refuse its empty title).
        texts: draft.texts.filter((x) => x.title.trim() || x.body.trim()).map((x) => ({ language: x.language, title: x.title.trim(), body: x.body })),
      };
      return id === null ? call<OperatorHelpArticle>(BASE, { method: 'POST', body }) : call<OperatorHelpArticle>(`${BASE}/${id}`, { method: 'PUT', body });
    },
    onSuccess: async () => {
      setSaved(true);
      await client.invalidateQueries({ queryKey: helpArticlesKey });
      if (id === null) onDone();
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate();
  }
  return (
    <form ref={formRef} onSubmit={submit} className="grid scroll-mt-4 gap-4 lg:grid-cols-[1fr_18rem]" data-testid="help-article-form">
      <Card title={id === null ? t('helpArticles.new') : t('helpArticles.edit', { id })}>
        <LanguageTabs onAdd={add}
          languages={languages}
          current={lang}
          onSelect={setLang}
          defaultLanguage={HELP_FALLBACK_LANGUAGE}
          filled={(code) => draft.texts.some((x) => x.language === code && x.title.trim())}
        />
        <div className="grid gap-3" key={lang} {...langProps(lang)}>
          <p className="text-xs text-fg-muted">{t('helpArticles.fallback')}</p>
          <Field label={t('helpArticles.field.title')}>
            <Input value={text.title} maxLength={200} onChange={(e) => setText({ title: e.target.value })} data-testid="help-article-title" />
          </Field>
          <div className="grid gap-1 text-sm">
            <span className="font-medium text-fg-secondary">{t('helpArticles.field.body')}</span>
            <RichTextEditor value={text.body} onChange={(body) => setText({ body })} label={t('helpArticles.field.body')} testId="help-article-body" />
            <span className="text-xs text-fg-muted">{t('helpArticles.brandHint', { token: HELP_BRAND_TOKEN })}</span>
          </div>
        </div>
      </Card>
      <div className="grid content-start gap-4">
        <Card title={t('helpArticles.settings')}>
          <div className="grid gap-3">
            <Field label={t('helpArticles.field.section')} hint={t('helpArticles.field.sectionHint')}>
              <Select value={draft.section} onChange={(e) => set({ section: e.target.value as Draft['section'] })} data-testid="help-article-section">
                {HELP_SECTIONS.map((s) => (
                  <option key={s} value={s}>
                    {t(`helpArticles.section.${s}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('helpArticles.field.sort')} hint={t('helpArticles.field.sortHint')}>
              <Input type="number" min={-10000} max={10000} value={draft.sort} onChange={(e) => set({ sort: Number(e.target.value) || 0 })} data-testid="help-article-sort" />
            </Field>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={draft.published} onChange={(e) => set({ published: e.target.checked })} data-testid="help-article-published" />
              {t('helpArticles.field.published')}
            </label>
          </div>
        </Card>
        {save.error && (
          <p className="text-sm text-danger" role="alert" data-testid="save-error">
            {errorText(save.error)}
          </p>
        )}
        {!hasEnglish && <p className="text-sm text-warning">{t('helpArticles.needsEnglish')}</p>}
        {missingTitle && <p className="text-sm text-warning">{t('content.needsTitle')}</p>}
        {saved && (
          <p className="text-sm text-success" role="status" data-testid="save-done">
            {t('helpArticles.saved')}
          </p>
        )}
        <div className="flex gap-2">
          <Button tone="primary" type="submit" disabled={save.isPending || !hasEnglish || missingTitle} data-testid="help-article-save">
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

/**
 * The member site's help centre (terms, responsible gaming, privacy, FAQ): one title and rich text per
 * language, English required (the fallback), order and publish toggle (docs/content.md).
 */
export function HelpArticlesPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const list = useQuery({ queryKey: helpArticlesKey, queryFn: ({ signal }) => call<OperatorHelpArticleList>(BASE, { signal }) });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const toggle = useMutation({
    mutationFn: (a: OperatorHelpArticle) => call<OperatorHelpArticle>(`${BASE}/${a.id}/${a.published ? 'unpublish' : 'publish'}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: helpArticlesKey }),
  });
  const columns = useMemo<Column<OperatorHelpArticle>[]>(
    () => [
      { id: 'title', header: t('helpArticles.col.title'), cell: (a) => <span className="font-semibold">{textOf(a.texts, i18n.language, HELP_FALLBACK_LANGUAGE)?.title ?? `#${a.id}`}</span> },
      { id: 'section', header: t('helpArticles.col.section'), cell: (a) => t(`helpArticles.section.${a.section}`) },
      {
        id: 'languages',
        header: t('helpArticles.col.languages'),
        cell: (a) => {
          // Up to 29 languages: the two the console always offers first, the rest counted (all of them on hover).
          const codes = a.texts.map((x) => x.language).sort((x, y) => rank(x) - rank(y) || x.localeCompare(y));
          return (
            <span title={codes.join(', ')} className="whitespace-nowrap">
              {codes.slice(0, SHOWN_LANGUAGES).join(', ')}
              {codes.length > SHOWN_LANGUAGES && <span className="text-fg-muted"> +{codes.length - SHOWN_LANGUAGES}</span>}
            </span>
          );
        },
      },
      { id: 'sort', header: t('helpArticles.col.sort'), numeric: true, cell: (a) => a.sort },
      {
        id: 'status',
        header: t('helpArticles.col.status'),
        cell: (a) => (
          <Badge tone={a.published ? 'ok' : 'muted'} testId="help-article-status">
            {a.published ? t('helpArticles.published') : t('helpArticles.draft')}
          </Badge>
        ),
      },
      {
        id: 'updated',
        header: t('helpArticles.col.updated'),
        cell: (a) => (
          <span className="tabular-nums">
            {dateTime(a.updatedAt)}
            {a.updatedBy && <span className="block text-xs text-fg-muted">{t('helpArticles.updatedBy', { name: a.updatedBy.username })}</span>}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('helpArticles.col.actions'),
        pinned: true,
        cell: (a) => (
          <span className="flex gap-1">
            <Button onClick={() => setEditing(a.id)} data-testid="help-article-edit">
              {t('helpArticles.editAction')}
            </Button>
            <Button tone="ghost" onClick={() => toggle.mutate(a)} disabled={toggle.isPending} data-testid="help-article-toggle">
              {a.published ? t('helpArticles.unpublish') : t('helpArticles.publish')}
            </Button>
          </span>
        ),
      },
    ],
    [t, i18n.language, toggle],
  );
  const found = typeof editing === 'number' ? list.data?.items.find((a) => a.id === editing) : undefined;
  return (
    <div data-testid="help-articles-page">
      <PageHeader title={t('helpArticles.title')}>
        <Button tone="primary" onClick={() => setEditing('new')} disabled={!list.data} data-testid="help-article-new">
          {t('helpArticles.new')}
        </Button>
      </PageHeader>
      <ContentTabs />
      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className="grid gap-4">
          {editing === 'new' && <Editor key="new" initial={{ ...EMPTY, texts: [] }} id={null} onDone={() => setEditing(null)} />}
          {found && <Editor key={found.id} initial={{ section: found.section, sort: found.sort, published: found.published, texts: found.texts.map((x) => ({ ...x })) }} id={found.id} onDone={() => setEditing(null)} />}
          {toggle.error && (
            <p className="text-sm text-danger" role="alert">
              {errorText(toggle.error)}
            </p>
          )}
          {!list.data.items.length ? <Empty>{t('helpArticles.empty')}</Empty> : <DataTable columns={columns} rows={list.data.items} rowKey={(a) => String(a.id)} label={t('helpArticles.title')} />}
        </div>
      )}
    </div>
  );
}
