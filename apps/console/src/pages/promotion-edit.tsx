import { BET_RECORD_CATEGORIES, PROMOTION_KINDS, type OperatorPromotion, type OperatorPromotionView } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useSectionErrorText } from '../components/confirm.tsx';
import { RichTextEditor } from '../components/rich-text-editor.tsx';
import { Button, Card, ErrorState, Field, Input, PageHeader, Select, Spinner } from '../components/ui.tsx';
import { parseBaht } from '../lib/format.ts';
import { call } from '../lib/api.ts';
import { fromLocal, invalidFields, LanguageTabs, langProps, toLocal, useEditLanguages, useLanguageName } from './content-shared.tsx';
import { fetchPromotions, promotionsKey, PromotionTabs } from './promotions.tsx';

type Text = OperatorPromotion['text']['EN'];
type Category = (typeof BET_RECORD_CATEGORIES)[number];

/** The form's state: amounts as the operator types them (baht), dates as datetime-local values. */
interface Draft {
  /** EN and TY always; any other content language the operator opened. */
  text: Record<string, Text>;
  imageUrl: string;
  category: string;
  kind: OperatorPromotion['kind'];
  startsAt: string;
  endsAt: string;
  bonus: string;
  currency: string;
  wageringMultiplier: string;
  validDays: string;
  maxCashout: string;
  categories: Category[];
  sort: string;
}

const baht = (minor: number) => (minor / 100).toFixed(2).replace(/\.00$/, '');
const emptyText: Text = { title: '', summary: '', body: '' };

function draftOf(p: OperatorPromotionView | null): Draft {
  if (!p) {
    const start = new Date();
    start.setMinutes(0, 0, 0);
    return {
      text: { EN: { ...emptyText }, TY: { ...emptyText } },
      imageUrl: '/promotions/welcome.svg',
      category: 'ALL',
      kind: 'APPLY',
      startsAt: toLocal(start.toISOString()),
      endsAt: toLocal(new Date(start.getTime() + 14 * 86_400_000).toISOString()),
      bonus: '',
      currency: 'THB',
      wageringMultiplier: '5',
      validDays: '14',
      maxCashout: '',
      categories: [],
      sort: '100',
    };
  }
  return {
    text: Object.fromEntries(Object.entries(p.text).map(([code, x]) => [code, { ...x }])),
    imageUrl: p.imageUrl,
    category: p.category,
    kind: p.kind,
    startsAt: toLocal(p.startsAt),
    endsAt: toLocal(p.endsAt),
    bonus: baht(p.bonusAmount),
    currency: p.currency,
    wageringMultiplier: String(p.terms.wageringMultiplier),
    validDays: String(p.terms.validDays),
    maxCashout: p.terms.maxCashout === null ? '' : baht(p.terms.maxCashout),
    categories: [...p.terms.categories],
    sort: String(p.sort),
  };
}

/** What the form sends; amounts that are not amounts go as -1 so the API names the field. */
function bodyOf(d: Draft): OperatorPromotion {
  const num = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v) : -1);
  // English and Thai are always sent (the API names an empty title); another language only when something is written in it.
  const text = Object.fromEntries(Object.entries(d.text).filter(([code, x]) => code === 'EN' || code === 'TY' || Boolean(x.title.trim() || x.summary.trim() || x.body.trim())));
  return {
    text: { ...text, EN: d.text.EN ?? emptyText, TY: d.text.TY ?? emptyText },
    imageUrl: d.imageUrl.trim(),
    category: d.category.trim().toUpperCase(),
    kind: d.kind,
    startsAt: fromLocal(d.startsAt) ?? '',
    endsAt: fromLocal(d.endsAt) ?? '',
    bonusAmount: parseBaht(d.bonus) ?? -1,
    currency: d.currency.trim().toUpperCase(),
    terms: { wageringMultiplier: num(d.wageringMultiplier), validDays: num(d.validDays), maxCashout: d.maxCashout.trim() ? (parseBaht(d.maxCashout) ?? -1) : null, categories: d.categories },
    sort: num(d.sort),
  };
}

/** A field the API named ("text.TY.title", "terms.maxCashout") as the operator reads it. */
function useFieldName() {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  return (path: string) => {
    const [head, lang, leaf] = path.split('.');
    if (head === 'text' && lang && leaf) return `${t(`promotions.field.${leaf}`, { defaultValue: leaf })} (${languageName(lang)})`;
    const key = head === 'terms' && lang ? lang : (head ?? path);
    return t(`promotions.field.${key}`, { defaultValue: path });
  };
}

function Editor({ initial, id }: { initial: OperatorPromotionView | null; id: string | null }) {
  const { t } = useTranslation();
  const errorText = useSectionErrorText('promotions');
  const fieldName = useFieldName();
  const navigate = useNavigate();
  const client = useQueryClient();
  // A new promotion opens at its own address after the first save, still saying it was saved.
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [lang, setLang] = useState('EN');
  const { languages, add } = useEditLanguages('EN', Object.keys(initial?.text ?? {}));
  const [saved, setSaved] = useState(justCreated);
  const set = (patch: Partial<Draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const setText = (patch: Partial<Text>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, text: { ...d.text, [lang]: { ...(d.text[lang] ?? emptyText), ...patch } } }));
  };
  const save = useMutation({
    mutationFn: () => {
      const body = bodyOf(draft);
      return id === null ? call<{ id: string }>('/operator/promotions', { method: 'POST', body }) : call<{ id: string }>(`/operator/promotions/${id}`, { method: 'PUT', body });
    },
    onSuccess: async (r) => {
      setSaved(true);
      await client.invalidateQueries({ queryKey: promotionsKey });
      if (id === null) void navigate(`/promotions/${r.id}`, { replace: true, state: { created: true } });
    },
  });
  const bad = invalidFields(save.error);
  const wrong = (field: string) => (bad.some((f) => f === field || f.startsWith(`${field}.`)) ? 'border-danger' : '');
  const text = draft.text[lang] ?? emptyText;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-4 lg:grid-cols-[1fr_20rem]" data-testid="promotion-form" noValidate>
      <Card>
        <LanguageTabs languages={languages} current={lang} onSelect={setLang} onAdd={add} filled={(code) => Boolean(draft.text[code]?.title.trim())} defaultLanguage="EN" />
        <div className="grid gap-3" key={lang} {...langProps(lang)}>
          <Field label={t('promotions.field.title')}>
            <Input value={text.title} maxLength={120} onChange={(e) => setText({ title: e.target.value })} className={wrong(`text.${lang}.title`)} data-testid="promotion-title" />
          </Field>
          <Field label={t('promotions.field.summary')}>
            <Input value={text.summary} maxLength={300} onChange={(e) => setText({ summary: e.target.value })} className={wrong(`text.${lang}.summary`)} data-testid="promotion-summary" />
          </Field>
          <div className="grid gap-1 text-sm">
            <span className="font-medium text-fg-secondary">{t('promotions.field.body')}</span>
            <RichTextEditor value={text.body} onChange={(body) => setText({ body })} label={t('promotions.field.body')} />
          </div>
        </div>
      </Card>
      <div className="grid content-start gap-4">
        <Card title={t('promotions.window')}>
          <div className="grid gap-3">
            <Field label={t('promotions.field.startsAt')}>
              <Input type="datetime-local" value={draft.startsAt} onChange={(e) => set({ startsAt: e.target.value })} className={wrong('startsAt')} data-testid="promotion-starts" />
            </Field>
            <Field label={t('promotions.field.endsAt')}>
              <Input type="datetime-local" value={draft.endsAt} onChange={(e) => set({ endsAt: e.target.value })} className={wrong('endsAt')} data-testid="promotion-ends" />
            </Field>
            <Field label={t('promotions.field.kind')}>
              <Select value={draft.kind} onChange={(e) => set({ kind: e.target.value as Draft['kind'] })} data-testid="promotion-kind">
                {PROMOTION_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`promotions.kind.${k}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('promotions.field.imageUrl')} hint={t('promotions.imageHint')}>
              <Input value={draft.imageUrl} onChange={(e) => set({ imageUrl: e.target.value })} className={wrong('imageUrl')} dir="ltr" data-testid="promotion-image" />
            </Field>
            <div className="grid grid-cols-2 gap-2">
              <Field label={t('promotions.field.category')}>
                <Input value={draft.category} onChange={(e) => set({ category: e.target.value })} className={wrong('category')} dir="ltr" data-testid="promotion-category" />
              </Field>
              <Field label={t('promotions.field.sort')}>
                <Input inputMode="numeric" value={draft.sort} onChange={(e) => set({ sort: e.target.value })} className={wrong('sort')} />
              </Field>
            </div>
          </div>
        </Card>
        <Card title={t('promotions.bonusTerms')}>
          <div className="grid gap-3">
            <div className="grid grid-cols-[1fr_5rem] gap-2">
              <Field label={t('promotions.field.bonusAmount')}>
                <Input inputMode="decimal" value={draft.bonus} onChange={(e) => set({ bonus: e.target.value })} className={wrong('bonusAmount')} data-testid="promotion-bonus" />
              </Field>
              <Field label={t('promotions.field.currency')}>
                <Input value={draft.currency} maxLength={3} onChange={(e) => set({ currency: e.target.value })} className={wrong('currency')} dir="ltr" />
              </Field>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <Field label={t('promotions.field.wageringMultiplier')}>
                <Input inputMode="numeric" value={draft.wageringMultiplier} onChange={(e) => set({ wageringMultiplier: e.target.value })} className={wrong('terms.wageringMultiplier')} data-testid="promotion-wagering" />
              </Field>
              <Field label={t('promotions.field.validDays')}>
                <Input inputMode="numeric" value={draft.validDays} onChange={(e) => set({ validDays: e.target.value })} className={wrong('terms.validDays')} data-testid="promotion-days" />
              </Field>
            </div>
            <Field label={t('promotions.field.maxCashout')} hint={t('promotions.maxCashoutHint')}>
              <Input inputMode="decimal" value={draft.maxCashout} onChange={(e) => set({ maxCashout: e.target.value })} className={wrong('terms.maxCashout')} data-testid="promotion-cap" />
            </Field>
            <fieldset className="grid gap-1 text-sm">
              <legend className="mb-1 font-medium text-fg-secondary">{t('promotions.field.categories')}</legend>
              <p className="text-xs text-fg-muted">{t('promotions.categoriesHint')}</p>
              <div className="grid grid-cols-2 gap-1">
                {BET_RECORD_CATEGORIES.map((c) => (
                  <label key={c} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={draft.categories.includes(c)}
                      onChange={(e) => set({ categories: e.target.checked ? [...draft.categories, c] : draft.categories.filter((x) => x !== c) })}
                      data-testid={`promotion-cat-${c}`}
                    />
                    {t(`promotions.category.${c}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        </Card>
        {save.error && (
          <div className="rounded-lg bg-danger/15 p-2 text-sm text-danger" role="alert" data-testid="save-error">
            <p>{errorText(save.error)}</p>
            {bad.length > 0 && (
              <ul className="mt-1 list-disc ps-5" data-testid="save-error-fields">
                {bad.map((f) => (
                  <li key={f}>{fieldName(f)}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {saved && (
          <p className="text-sm text-success" role="status" data-testid="save-done">
            {t('promotions.saved')}
          </p>
        )}
        <div className="flex gap-2">
          <Button tone="primary" type="submit" disabled={save.isPending} data-testid="promotion-save">
            {t('action.save')}
          </Button>
          <Link to="/promotions" className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-fg-secondary hover:bg-sunken">
            {t('action.back')}
          </Link>
        </div>
      </div>
    </form>
  );
}

/** /promotions/new or /promotions/:id: per-language title, summary and rich-text terms, the window and the bonus terms. */
export function PromotionEditPage() {
  const { t } = useTranslation();
  const { id: param = 'new' } = useParams();
  const id = param === 'new' ? null : param;
  const one = useQuery({
    queryKey: [...promotionsKey, 'one', id],
    queryFn: async ({ signal }) => (await fetchPromotions({ query: id ?? '', pageSize: 100 }, signal)).items.find((p) => p.id === id) ?? null,
    enabled: id !== null,
  });
  return (
    <div data-testid="promotion-edit">
      <PageHeader title={id === null ? t('promotions.new') : t('promotions.edit', { id })} />
      <PromotionTabs />
      {id === null ? (
        <Editor initial={null} id={null} />
      ) : one.isPending ? (
        <Spinner />
      ) : one.error ? (
        <ErrorState error={one.error} onRetry={() => void one.refetch()} />
      ) : !one.data ? (
        <ErrorState error={new Error('missing')} />
      ) : (
        <Editor key={one.data.id} initial={one.data} id={one.data.id} />
      )}
    </div>
  );
}
