import { ANNOUNCEMENT_TYPES, type AnnouncementInput, type OperatorAnnouncement } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RichTextEditor } from '../components/rich-text-editor.tsx';
import { Button, Card, ErrorState, Field, Input, PageHeader, Select, Spinner, useErrorText } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { announcementsKey } from './announcements.tsx';
import { LanguageTabs, langProps, useEditLanguages } from './content-shared.tsx';

type Text = { language: string; title: string; content: string };
type Draft = Omit<OperatorAnnouncement, 'id' | 'updatedAt' | 'texts' | 'startsAt'> & { startsAt: string; texts: Text[] };

const EMPTY: Draft = { type: 'PU', execution: 'B', audience: 'ALL', vipMinLevel: null, startsAt: '', endsAt: null, priority: 0, images: [], enabled: true, texts: [] };

/** ISO -> the value of a datetime-local input (local time) and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : null);

function Editor({ initial, id }: { initial: Draft; id: number | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const { languages, add } = useEditLanguages('EN', initial.texts.map((x) => x.language));
  const [lang, setLang] = useState<string>('EN');
  const [saved, setSaved] = useState(false);
  const text = draft.texts.find((x) => x.language === lang) ?? { language: lang, title: '', content: '' };

  const setText = (patch: Partial<Text>) => {
    setSaved(false);
    setDraft((d) => {
      const others = d.texts.filter((x) => x.language !== lang);
      const cur = d.texts.find((x) => x.language === lang) ?? { language: lang, title: '', content: '' };
      return { ...d, texts: [...others, { ...cur, ...patch }] };
    });
  };
  const set = (patch: Partial<Draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };

  const save = useMutation({
    mutationFn: () => {
      // A language with neither title nor text is not sent (it would be refused as an empty title).
      const texts = draft.texts.filter((x) => x.title.trim() || x.content.trim());
      const body: AnnouncementInput = {
        type: draft.type,
        execution: draft.execution,
        audience: draft.audience,
        vipMinLevel: draft.audience === 'VIP' ? (draft.vipMinLevel ?? 1) : null,
        ...(draft.startsAt ? { startsAt: draft.startsAt } : {}),
        endsAt: draft.endsAt,
        priority: draft.priority,
        images: draft.images,
        enabled: draft.enabled,
        texts,
      };
      return id === null
        ? call<OperatorAnnouncement>('/operator/content/announcements', { method: 'POST', body })
        : call<OperatorAnnouncement>(`/operator/content/announcements/${id}`, { method: 'PUT', body });
    },
    onSuccess: async (a) => {
      setSaved(true);
      await client.invalidateQueries({ queryKey: announcementsKey });
      if (id === null) void navigate(`/content/${a.id}`, { replace: true });
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate();
  }

  const missingTitle = draft.texts.some((x) => !x.title.trim() && x.content.trim());
  return (
    <form onSubmit={submit} className="grid gap-4 lg:grid-cols-[1fr_18rem]" data-testid="announcement-form">
      <Card>
        <LanguageTabs languages={languages} current={lang} onSelect={setLang} onAdd={add} defaultLanguage="" filled={(code) => draft.texts.some((x) => x.language === code && Boolean(x.title.trim()))} />
        <div className="grid gap-3" key={lang} {...langProps(lang)}>
          <Field label={t('content.field.title')}>
            <Input value={text.title} maxLength={200} onChange={(e) => setText({ title: e.target.value })} data-testid="text-title" />
          </Field>
          <div className="grid gap-1 text-sm">
            <span className="font-medium text-fg-secondary">{t('content.field.body')}</span>
            <RichTextEditor value={text.content} onChange={(content) => setText({ content })} label={t('content.field.body')} />
          </div>
        </div>
      </Card>
      <div className="grid content-start gap-4">
        <Card title={t('content.settings')}>
          <div className="grid gap-3">
            <Field label={t('content.col.type')}>
              <Select value={draft.type} onChange={(e) => set({ type: e.target.value as Draft['type'] })} data-testid="field-type">
                {ANNOUNCEMENT_TYPES.map((v) => (
                  <option key={v} value={v}>
                    {t(`content.type.${v}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('content.col.execution')}>
              <Select value={draft.execution} onChange={(e) => set({ execution: e.target.value as Draft['execution'], ...(e.target.value === 'B' ? { audience: 'ALL', vipMinLevel: null } : {}) })} data-testid="field-execution">
                {(['B', 'A', 'F'] as const).map((v) => (
                  <option key={v} value={v}>
                    {t(`content.execution.${v}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('content.audience')}>
              <Select value={draft.audience} disabled={draft.execution === 'B'} onChange={(e) => set({ audience: e.target.value as Draft['audience'] })} data-testid="field-audience">
                {(['ALL', 'MEMBERS', 'AGENTS', 'VIP'] as const).map((v) => (
                  <option key={v} value={v}>
                    {t(`content.audiences.${v}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {draft.audience === 'VIP' && (
              <Field label={t('content.vipMinLevel')}>
                <Input type="number" min={1} max={100} value={draft.vipMinLevel ?? 1} onChange={(e) => set({ vipMinLevel: Number(e.target.value) || 1 })} />
              </Field>
            )}
            <Field label={t('content.startsAt')}>
              <Input type="datetime-local" value={toLocal(draft.startsAt || null)} onChange={(e) => set({ startsAt: fromLocal(e.target.value) ?? '' })} />
            </Field>
            <Field label={t('content.endsAt')}>
              <Input type="datetime-local" value={toLocal(draft.endsAt)} onChange={(e) => set({ endsAt: fromLocal(e.target.value) })} />
            </Field>
            <Field label={t('content.col.priority')}>
              <Input type="number" min={-1000} max={1000} value={draft.priority} onChange={(e) => set({ priority: Number(e.target.value) || 0 })} />
            </Field>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} data-testid="field-enabled" />
              {t('content.enabled')}
            </label>
          </div>
        </Card>
        {save.error && (
          <p className="text-sm text-danger" role="alert" data-testid="save-error">
            {errorText(save.error)}
          </p>
        )}
        {missingTitle && <p className="text-sm text-warning">{t('content.needsTitle')}</p>}
        {saved && (
          <p className="text-sm text-success" role="status" data-testid="save-done">
            {t('content.saved')}
          </p>
        )}
        <div className="flex gap-2">
          <Button tone="primary" type="submit" disabled={save.isPending || missingTitle || !draft.texts.some((x) => x.title.trim())} data-testid="announcement-save">
            {t('action.save')}
          </Button>
          <Link to="/content" className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-fg-secondary hover:bg-sunken">
            {t('action.back')}
          </Link>
        </div>
      </div>
    </form>
  );
}

/** Create (/content/new) or edit one announcement, with one text per language in a rich-text editor. */
export function AnnouncementEditPage() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = param === 'new' ? null : Number(param);
  const list = useQuery({ queryKey: announcementsKey, queryFn: ({ signal }) => call<{ items: OperatorAnnouncement[] }>('/operator/content/announcements', { signal }), enabled: id !== null });
  const found = id === null ? null : list.data?.items.find((a) => a.id === id);
  return (
    <div data-testid="announcement-edit">
      <PageHeader title={id === null ? t('content.new') : t('content.edit', { id })} />
      {id === null ? (
        <Editor initial={EMPTY} id={null} />
      ) : list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !found ? (
        <ErrorState error={new Error('missing')} />
      ) : (
        <Editor key={found.id} initial={{ ...found, texts: found.texts.map((x) => ({ ...x })) }} id={found.id} />
      )}
    </div>
  );
}
