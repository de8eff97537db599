import { BANNER_GROUPS, type BannerInput, type ContentImage, type OperatorBanner, type OperatorBannerList } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Button, Card, Empty, ErrorState, Field, Input, PageHeader, Select, Spinner, useErrorText } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { ContentTabs, langProps, useEditLanguages, useLanguageName, invalidFields, LanguageTabs, textOf, useScrollIntoView } from './content-shared.tsx';

export const bannersKey = ['content-banners'] as const;
type Text = { language: string; title: string; imageUrl: string | null };
type Draft = Omit<OperatorBanner, 'id' | 'texts'> & { texts: Text[] };
const EMPTY: Draft = { group: 'w_home', imageUrl: '', linkageType: 'NONE', linkUrl: null, sort: 0, enabled: true, texts: [] };

/** Upload a picture to the content image store and hand back its path. */
function ImageUpload({ onUploaded, testId }: { onUploaded: (url: string) => void; testId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return call<ContentImage>('/operator/content/images', { method: 'POST', body: form });
    },
    onSuccess: (image) => onUploaded(image.url),
  });
  return (
    <div className="grid gap-1 text-sm">
      <label className="inline-flex w-fit cursor-pointer items-center rounded-lg border border-line px-3 py-1.5 font-semibold hover:bg-sunken">
        {upload.isPending ? t('banners.field.uploading') : t('banners.field.upload')}
        <input
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          data-testid={testId}
          disabled={upload.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = '';
          }}
        />
      </label>
      {upload.error && (
        <span className="text-danger" role="alert">
          {errorText(upload.error)}
        </span>
      )}
    </div>
  );
}

function Editor({ initial, id, defaultLanguage, onDone }: { initial: Draft; id: number | null; defaultLanguage: string; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const [lang, setLang] = useState(defaultLanguage);
  const [saved, setSaved] = useState(false);
  const languageName = useLanguageName();
  const { languages, add } = useEditLanguages(defaultLanguage, initial.texts.map((x) => x.language));
  const text = draft.texts.find((x) => x.language === lang) ?? { language: lang, title: '', imageUrl: null };
  const set = (patch: Partial<Draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const setText = (patch: Partial<Text>) => {
    setSaved(false);
    setDraft((d) => {
      const cur = d.texts.find((x) => x.language === lang) ?? { language: lang, title: '', imageUrl: null };
      return { ...d, texts: [...d.texts.filter((x) => x.language !== lang), { ...cur, ...patch }] };
    });
  };
  const hasDefault = draft.texts.some((x) => x.language === defaultLanguage && x.title.trim());
  const formRef = useScrollIntoView<HTMLFormElement>();
  const save = useMutation({
    mutationFn: () => {
      const body: BannerInput = {
        group: draft.group,
        imageUrl: draft.imageUrl.trim(),
        linkageType: draft.linkageType,
        linkUrl: draft.linkageType === 'NONE' ? null : (draft.linkUrl ?? '').trim(),
        sort: draft.sort,
        enabled: draft.enabled,
        // A language without a caption is not sent (it would be refused as empty); its picture needs a caption too.
        texts: draft.texts.filter((x) => x.title.trim()).map((x) => ({ language: x.language, title: x.title.trim(), imageUrl: x.imageUrl?.trim() || null })),
      };
      return id === null ? call<OperatorBanner>('/operator/content/banners', { method: 'POST', body }) : call<OperatorBanner>(`/operator/content/banners/${id}`, { method: 'PUT', body });
    },
    onSuccess: async () => {
      setSaved(true);
      await client.invalidateQueries({ queryKey: bannersKey });
      if (id === null) onDone();
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate();
  }
  const invalid = save.isError ? invalidFields(save.error) : [];
  const badLink = invalid.includes('linkUrl');
  const badImage = invalid.includes('imageUrl');
  const linkHint = draft.linkageType === 'INTERNAL' ? t('banners.field.linkInternalHint') : draft.linkageType === 'EXTERNAL' ? t('banners.field.linkExternalHint') : undefined;
  return (
    <form ref={formRef} onSubmit={submit} className="grid scroll-mt-4 gap-4 lg:grid-cols-[1fr_18rem]" data-testid="banner-form">
      <Card title={id === null ? t('banners.new') : t('banners.edit', { id })}>
        <LanguageTabs onAdd={add} languages={languages} current={lang} onSelect={setLang} defaultLanguage={defaultLanguage} filled={(code) => draft.texts.some((x) => x.language === code && x.title.trim())} />
        <div className="grid gap-3" key={lang} {...langProps(lang)}>
          <p className="text-xs text-fg-muted">{t('banners.defaultLanguage', { language: languageName(defaultLanguage) })}</p>
          <Field label={t('banners.field.caption')}>
            <Input value={text.title} maxLength={200} onChange={(e) => setText({ title: e.target.value })} data-testid="banner-caption" />
          </Field>
          {lang !== defaultLanguage && (
            <Field label={t('banners.field.languageImage')} hint={t('banners.field.languageImageHint')}>
              <Input value={text.imageUrl ?? ''} maxLength={500} onChange={(e) => setText({ imageUrl: e.target.value || null })} data-testid="banner-language-image" />
            </Field>
          )}
          {lang !== defaultLanguage && <ImageUpload onUploaded={(url) => setText({ imageUrl: url })} testId="banner-language-upload" />}
          {(text.imageUrl || draft.imageUrl) && <img src={text.imageUrl || draft.imageUrl} alt="" className="aspect-[16/5] w-full max-w-xl rounded-lg border border-line object-cover" />}
        </div>
      </Card>
      <div className="grid content-start gap-4">
        <Card title={t('banners.settings')}>
          <div className="grid gap-3">
            <Field label={t('banners.field.image')} hint={t('banners.field.imageHint')}>
              <Input value={draft.imageUrl} maxLength={500} required aria-invalid={badImage || undefined} className={badImage ? 'border-danger' : ''} onChange={(e) => set({ imageUrl: e.target.value })} data-testid="banner-image" />
                {badImage && <span className="text-xs text-danger">{t('banners.field.imageHint')}</span>}
            </Field>
            <ImageUpload onUploaded={(url) => set({ imageUrl: url })} testId="banner-upload" />
            <Field label={t('banners.col.group')}>
              <Select value={draft.group} onChange={(e) => set({ group: e.target.value as Draft['group'] })} data-testid="banner-group">
                {BANNER_GROUPS.map((g) => (
                  <option key={g} value={g}>
                    {t(`banners.group.${g}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('banners.field.linkageType')}>
              <Select value={draft.linkageType} onChange={(e) => set({ linkageType: e.target.value as Draft['linkageType'] })} data-testid="banner-linkage">
                {(['NONE', 'INTERNAL', 'EXTERNAL'] as const).map((v) => (
                  <option key={v} value={v}>
                    {t(`banners.link.${v}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {draft.linkageType !== 'NONE' && (
              <Field label={t('banners.field.linkUrl')} hint={badLink ? undefined : linkHint}>
                <Input value={draft.linkUrl ?? ''} maxLength={500} required aria-invalid={badLink || undefined} className={badLink ? 'border-danger' : ''} onChange={(e) => set({ linkUrl: e.target.value })} data-testid="banner-link" />
                {badLink && <span className="text-xs text-danger">{linkHint}</span>}
              </Field>
            )}
            <Field label={t('banners.col.sort')} hint={t('banners.field.sortHint')}>
              <Input type="number" min={-10000} max={10000} value={draft.sort} onChange={(e) => set({ sort: Number(e.target.value) || 0 })} data-testid="banner-sort" />
            </Field>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} data-testid="banner-enabled" />
              {t('banners.field.enabled')}
            </label>
          </div>
        </Card>
        {save.error && (
          <p className="text-sm text-danger" role="alert" data-testid="save-error">
            {errorText(save.error)}
          </p>
        )}
        {!hasDefault && <p className="text-sm text-warning">{t('banners.needsDefault', { language: languageName(defaultLanguage) })}</p>}
        {saved && (
          <p className="text-sm text-success" role="status" data-testid="save-done">
            {t('banners.saved')}
          </p>
        )}
        <div className="flex gap-2">
          <Button tone="primary" type="submit" disabled={save.isPending || !hasDefault || !draft.imageUrl.trim()} data-testid="banner-save">
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

/** Home and page banners: picture, link, order, shown, and a caption per language (docs/content.md). */
export function BannersPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const list = useQuery({ queryKey: bannersKey, queryFn: ({ signal }) => call<OperatorBannerList>('/operator/content/banners', { signal }) });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => call<null>(`/operator/content/banners/${id}`, { method: 'DELETE' }),
    onSuccess: async (_r, id) => {
      setConfirming(null);
      if (editing === id) setEditing(null);
      await client.invalidateQueries({ queryKey: bannersKey });
    },
  });
  const defaultLanguage = list.data?.defaultLanguage ?? 'EN';
  const columns = useMemo<Column<OperatorBanner>[]>(
    () => [
      { id: 'caption', header: t('banners.col.caption'), cell: (b) => <span className="font-semibold">{textOf(b.texts, i18n.language, defaultLanguage)?.title ?? `#${b.id}`}</span> },
      { id: 'preview', header: t('banners.col.preview'), cell: (b) => <img src={b.imageUrl} alt="" loading="lazy" className="h-10 w-28 rounded border border-line object-cover" /> },
      { id: 'group', header: t('banners.col.group'), cell: (b) => t(`banners.group.${b.group}`) },
      { id: 'link', header: t('banners.col.link'), cell: (b) => (b.linkUrl ? <span className="break-all text-xs">{b.linkUrl}</span> : <span className="text-fg-muted">{t('banners.link.NONE')}</span>) },
      { id: 'languages', header: t('banners.col.languages'), cell: (b) => b.texts.map((x) => x.language).join(', ') },
      { id: 'sort', header: t('banners.col.sort'), numeric: true, cell: (b) => b.sort },
      { id: 'enabled', header: t('banners.col.enabled'), cell: (b) => <Badge tone={b.enabled ? 'ok' : 'muted'}>{b.enabled ? t('content.on') : t('content.off')}</Badge> },
      {
        id: 'actions',
        header: t('banners.col.actions'),
        pinned: true,
        cell: (b) =>
          confirming === b.id ? (
            <span className="flex flex-wrap items-center gap-1">
              <span className="text-xs">{t('banners.confirmDelete')}</span>
              <Button tone="danger" onClick={() => remove.mutate(b.id)} disabled={remove.isPending} data-testid="banner-delete-confirm">
                {t('banners.delete')}
              </Button>
              <Button tone="ghost" onClick={() => setConfirming(null)}>
                {t('action.cancel')}
              </Button>
            </span>
          ) : (
            <span className="flex gap-1">
              <Button onClick={() => setEditing(b.id)} data-testid="banner-edit">
                {t('banners.editAction')}
              </Button>
              <Button tone="ghost" onClick={() => setConfirming(b.id)} data-testid="banner-delete">
                {t('banners.delete')}
              </Button>
            </span>
          ),
      },
    ],
    [t, i18n.language, defaultLanguage, confirming, remove],
  );
  const found = typeof editing === 'number' ? list.data?.items.find((b) => b.id === editing) : undefined;
  return (
    <div data-testid="banners-page">
      <PageHeader title={t('banners.title')}>
        <Button tone="primary" onClick={() => setEditing('new')} disabled={!list.data} data-testid="banner-new">
          {t('banners.new')}
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
          {!list.data.items.length ? <Empty>{t('banners.empty')}</Empty> : <DataTable columns={columns} rows={list.data.items} rowKey={(b) => String(b.id)} label={t('banners.title')} />}
        </div>
      )}
    </div>
  );
}
