import type { SiteSettings, SiteSettingsUpdate } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, ErrorState, Field, Input, PageHeader, Select, Spinner, useErrorText } from '../components/ui.tsx';
import { call, isApiError } from '../lib/api.ts';

interface Draft {
  name: string;
  logoUrl: string;
  primary: string;
  accent: string;
  supported: string[];
  defaultLanguage: string;
  flags: Record<string, boolean>;
  blockedCountries: string;
  allowCidrs: string;
  denyCidrs: string;
  message: string;
}

const lines = (s: string) =>
  s
    .split(/[\s,]+/)
    .map((x) => x.trim())
    .filter(Boolean);

function draftOf(s: SiteSettings): Draft {
  return {
    name: s.brand.name,
    logoUrl: s.brand.logoUrl ?? '',
    primary: s.brand.colors.primary,
    accent: s.brand.colors.accent,
    supported: s.languages.supported,
    defaultLanguage: s.languages.default,
    flags: Object.fromEntries(s.whitelabel.map((f) => [f.modId, f.enabled])),
    blockedCountries: s.region.blockedCountries.join(' '),
    allowCidrs: s.region.allowCidrs.join('\n'),
    denyCidrs: s.region.denyCidrs.join('\n'),
    message: s.region.message,
  };
}

const textarea = 'min-h-24 w-full rounded-lg border border-line bg-elevated px-3 py-1.5 font-mono text-sm text-fg';

/** Site settings (admin): brand, logo, colours, languages offered, whitelabel flags and region blocks. */
export function SettingsPage() {
  const settings = useQuery({ queryKey: ['site-settings'], queryFn: ({ signal }) => call<SiteSettings>('/operator/site/settings', { signal }) });
  if (settings.isPending) return <Spinner />;
  if (settings.error) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings: s }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(s));
  const save = useMutation({
    mutationFn: (body: SiteSettingsUpdate) => call<SiteSettings>('/operator/site/settings', { method: 'PUT', body }),
    onSuccess: (data) => client.setQueryData(['site-settings'], data),
  });
  const set = (patch: Partial<Draft>) => {
    save.reset();
    setDraft({ ...draft, ...patch });
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate({
      brand: { name: draft.name.trim(), logoUrl: draft.logoUrl.trim() || null, colors: { primary: draft.primary, accent: draft.accent } },
      languages: { supported: draft.supported, default: draft.defaultLanguage },
      whitelabel: draft.flags,
      region: { blockedCountries: lines(draft.blockedCountries).map((c) => c.toUpperCase()), allowCidrs: lines(draft.allowCidrs), denyCidrs: lines(draft.denyCidrs), message: draft.message },
    });
  }

  const fieldErrors = isApiError(save.error) ? ((save.error.details as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? []) : [];
  const depth = (modId: string) => {
    let d = 0;
    let f = s.whitelabel.find((x) => x.modId === modId);
    while (f?.parentId && d < 4) {
      d++;
      const parent = f.parentId;
      f = s.whitelabel.find((x) => x.modId === parent);
    }
    return d;
  };
  const offered = new Set(draft.supported);

  return (
    <form onSubmit={submit} data-testid="settings-page">
      <PageHeader title={t('settings.title')}>
        <Button type="submit" tone="primary" disabled={save.isPending} data-testid="settings-save">
          {save.isPending ? t('settings.saving') : t('action.save')}
        </Button>
      </PageHeader>
      {save.isSuccess && (
        <p className="mb-3 rounded-lg bg-success/15 p-3 text-sm text-success" role="status" data-testid="settings-saved">
          {t('settings.saved')}
        </p>
      )}
      {save.error && (
        <div className="mb-3 rounded-lg bg-danger/15 p-3 text-sm text-danger" role="alert" data-testid="settings-error">
          <p className="font-semibold">{isApiError(save.error) && save.error.status === 400 ? t('settings.invalid') : errorText(save.error)}</p>
          {fieldErrors.length > 0 ? (
            <ul className="mt-1 list-disc ps-5">
              {fieldErrors.map((e) => (
                <li key={e.field + e.message}>
                  {t(`settings.field.${e.field.split('.')[0]}`)}: {e.message}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1">{errorText(save.error)}</p>
          )}
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('settings.brand')}>
          <div className="grid gap-3">
            <Field label={t('settings.name')}>
              <Input value={draft.name} onChange={(e) => set({ name: e.target.value })} maxLength={60} required data-testid="settings-name" />
            </Field>
            <Field label={t('settings.logoUrl')} hint={t('settings.logoHint')}>
              <Input value={draft.logoUrl} onChange={(e) => set({ logoUrl: e.target.value })} dir="ltr" data-testid="settings-logo" />
            </Field>
            <div className="grid grid-cols-2 gap-3">
              {(['primary', 'accent'] as const).map((k) => (
                <Field key={k} label={t(`settings.${k}`)}>
                  <span className="flex items-center gap-2">
                    <input type="color" value={draft[k]} onChange={(e) => set({ [k]: e.target.value })} className="h-9 w-12 rounded border border-line bg-elevated" aria-label={t(`settings.${k}`)} />
                    <code className="text-xs">{draft[k]}</code>
                  </span>
                </Field>
              ))}
            </div>
            <div className="flex items-center gap-3 rounded-lg border border-line p-3" aria-hidden="true" data-testid="settings-preview">
              {draft.logoUrl.trim() ? <img src={draft.logoUrl} alt="" className="h-8 max-w-32 object-contain" /> : null}
              <span className="font-extrabold" style={{ color: draft.primary }}>
                {draft.name}
              </span>
              <span className="ms-auto rounded-lg px-3 py-1 text-sm font-semibold text-white" style={{ background: draft.accent }}>
                {t('settings.sample')}
              </span>
            </div>
          </div>
        </Card>

        <Card title={t('settings.languages')}>
          <div className="grid gap-3">
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-fg-secondary">{t('settings.offered')}</legend>
              <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
                {s.availableLanguages.map((l) => (
                  <label key={l.code} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={offered.has(l.code)}
                      onChange={(e) => set({ supported: e.target.checked ? [...draft.supported, l.code] : draft.supported.filter((c) => c !== l.code) })}
                      data-testid={`lang-${l.code}`}
                    />
                    <bdi>{l.nativeName}</bdi>
                    <span className="text-xs text-fg-muted">{l.code}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <Field label={t('settings.defaultLanguage')}>
              <Select value={draft.defaultLanguage} onChange={(e) => set({ defaultLanguage: e.target.value })} data-testid="settings-default-language">
                {s.availableLanguages
                  .filter((l) => offered.has(l.code) || l.code === draft.defaultLanguage)
                  .map((l) => (
                    <option key={l.code} value={l.code}>
                      {l.nativeName} ({l.code})
                    </option>
                  ))}
              </Select>
            </Field>
          </div>
        </Card>

        <Card title={t('settings.whitelabel')}>
          <p className="mb-2 text-xs text-fg-muted">{t('settings.whitelabelHint')}</p>
          <ul className="grid gap-1">
            {s.whitelabel.map((f) => (
              <li key={f.modId} style={{ paddingInlineStart: `${depth(f.modId) * 1.25}rem` }}>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4" checked={draft.flags[f.modId] ?? false} onChange={(e) => set({ flags: { ...draft.flags, [f.modId]: e.target.checked } })} data-testid={`flag-${f.modId}`} />
                  <code className="text-xs">{f.modId}</code>
                </label>
              </li>
            ))}
          </ul>
        </Card>

        <Card title={t('settings.region')}>
          <div className="grid gap-3">
            <Field label={t('settings.blockedCountries')} hint={t('settings.blockedCountriesHint')}>
              <Input value={draft.blockedCountries} onChange={(e) => set({ blockedCountries: e.target.value })} dir="ltr" data-testid="settings-countries" />
            </Field>
            <Field label={t('settings.allowCidrs')} hint={t('settings.cidrHint')}>
              <textarea className={textarea} value={draft.allowCidrs} onChange={(e) => set({ allowCidrs: e.target.value })} dir="ltr" data-testid="settings-allow" />
            </Field>
            <Field label={t('settings.denyCidrs')} hint={t('settings.cidrHint')}>
              <textarea className={textarea} value={draft.denyCidrs} onChange={(e) => set({ denyCidrs: e.target.value })} dir="ltr" data-testid="settings-deny" />
            </Field>
            <Field label={t('settings.regionMessage')} hint={t('settings.regionMessageHint')}>
              <textarea className={textarea.replace('font-mono ', '')} value={draft.message} onChange={(e) => set({ message: e.target.value })} maxLength={2000} />
            </Field>
          </div>
        </Card>
      </div>
    </form>
  );
}
