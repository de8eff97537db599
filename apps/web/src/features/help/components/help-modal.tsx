import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/modal/dialog.tsx';
import type { ModalComponentProps } from '../../../components/modal/modal-store.ts';
import { usePermission } from '../../site/api/get-permission.ts';
import { FeedbackForm } from './feedback-form.tsx';

const SECTIONS = ['term', 'responsible', 'privacy', 'faq', 'feedback'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * Help centre popup (SPEC §2.1, §2.6): section tabs, opened on the section of /help#section
 * (e.g. #term, #feedback); a search box filters paragraphs across the articles; the feedback
 * form (SPEC §2.9) is the last tab.
 */
export function HelpModal({ props, close }: ModalComponentProps<{ section?: string }>) {
  const { t } = useTranslation(['help', 'content']);
  const { brand } = usePermission();
  const initial = SECTIONS.includes(props?.section as Section) ? (props.section as Section) : 'term';
  const [section, setSection] = useState<Section>(initial);
  const [query, setQuery] = useState('');
  const title = (s: Section) => (s === 'feedback' ? t('content:help.feedbackTab') : t(`sections.${s}.title`));
  const body = (s: Section) => (s === 'feedback' ? [] : ((t(`sections.${s}.body`, { returnObjects: true, brand: brand.name }) as string[]) ?? []));
  const needle = query.trim().toLocaleLowerCase();
  const results = useMemo(
    () =>
      needle
        ? SECTIONS.filter((s) => s !== 'feedback').flatMap((s) => (Array.isArray(body(s)) ? body(s) : []).filter((p) => p.toLocaleLowerCase().includes(needle) || title(s).toLocaleLowerCase().includes(needle)).map((p) => ({ s, p })))
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [needle, t, brand.name],
  );
  const open = (s: Section) => {
    setSection(s);
    setQuery('');
    // Deep link: the address names the open section, so it can be shared (/help#faq).
    if (typeof window !== 'undefined' && window.location.pathname === '/help') window.history.replaceState(window.history.state, '', `#${s}`);
  };
  const paragraphs = body(section);

  return (
    <Dialog title={t('title')} onClose={() => close()} size="lg">
      <input
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('content:help.search')}
        aria-label={t('content:help.search')}
        className="mb-3 h-10 w-full rounded-xl border border-line bg-sunken px-3 text-sm"
        data-testid="help-search"
      />
      <div className="flex flex-col gap-4 sm:flex-row">
        <div role="tablist" aria-orientation="vertical" aria-label={t('title')} className="flex gap-1 overflow-x-auto sm:w-48 sm:shrink-0 sm:flex-col">
          {SECTIONS.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              id={`help-tab-${s}`}
              aria-selected={!needle && s === section}
              aria-controls="help-panel"
              onClick={() => open(s)}
              className={`rounded-lg px-3 py-2 text-start text-sm font-semibold whitespace-nowrap ${!needle && s === section ? 'bg-sunken text-primary' : 'text-fg-secondary hover:bg-sunken'}`}
            >
              {title(s)}
            </button>
          ))}
        </div>
        <div id="help-panel" role="tabpanel" aria-labelledby={`help-tab-${section}`} className="min-h-64 flex-1 space-y-3 text-sm leading-relaxed text-fg-secondary" data-testid="help-panel">
          {needle ? (
            results.length === 0 ? (
              <p data-testid="help-no-results">{t('content:help.noResults')}</p>
            ) : (
              results.map(({ s, p }, i) => (
                <button key={i} type="button" onClick={() => open(s)} className="block w-full rounded-lg p-2 text-start hover:bg-sunken" data-testid="help-result">
                  <span className="block text-xs font-semibold text-primary">{title(s)}</span>
                  <span>{p}</span>
                </button>
              ))
            )
          ) : (
            <>
              <h3 className="text-base font-bold text-fg">{title(section)}</h3>
              {section === 'feedback' ? <FeedbackForm /> : Array.isArray(paragraphs) && paragraphs.map((p, i) => <p key={i}>{p}</p>)}
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
