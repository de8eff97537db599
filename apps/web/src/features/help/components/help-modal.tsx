import { findLanguage, HELP_SECTIONS, type HelpArticle } from '@app/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/modal/dialog.tsx';
import type { ModalComponentProps } from '../../../components/modal/modal-store.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { RichHtml } from '../../content/components/rich-html.tsx';
import { useHelpArticles } from '../api/get-help-articles.ts';
import { textBlocks } from '../lib/article-text.ts';
import { FeedbackForm } from './feedback-form.tsx';

/** What is open: the feedback form, one article, or (from a /help#section link) a section's first article. */
type Choice = 'feedback' | { id: number } | { section: string };

function initialChoice(section: string | undefined): Choice {
  if (section === 'feedback') return 'feedback';
  return { section: (HELP_SECTIONS as readonly string[]).includes(section ?? '') ? (section as string) : HELP_SECTIONS[0] };
}

/**
 * Help centre popup (SPEC §2.1, §2.6): one tab per published help article (written by operators in the
 * console, GET /content/help-articles in the member's language, English where an article has none),
 * opened on the section of /help#section (e.g. #term, #feedback); the search box looks through the
 * articles' titles and text; the feedback form (SPEC §2.9) is the last tab.
 */
export function HelpModal({ props, close }: ModalComponentProps<{ section?: string }>) {
  const { t } = useTranslation(['help', 'content']);
  const articles = useHelpArticles();
  const list = useMemo(() => articles.data?.list ?? [], [articles.data]);
  const [choice, setChoice] = useState<Choice>(() => initialChoice(props?.section));
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();

  const open: HelpArticle | 'feedback' | undefined =
    choice === 'feedback' ? 'feedback' : (list.find((a) => ('id' in choice ? a.id === choice.id : a.section === choice.section)) ?? list[0]);
  const openKey = open === 'feedback' ? 'feedback' : open ? `a${open.id}` : 'articles';
  // On a phone the tabs are one scrolling row: keep the open one in sight (a /help#faq link opens the fourth).
  const tabs = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabs.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [openKey]);

  // Search reads the text of the HTML, piece by piece (paragraphs, list items, headings), as the articles show it.
  const index = useMemo(() => list.map((article) => ({ article, blocks: textBlocks(article.body) })), [list]);
  const results = useMemo(() => {
    if (!needle) return [];
    return index.flatMap(({ article, blocks }) => {
      const hits = blocks.filter((b) => b.toLocaleLowerCase().includes(needle));
      if (hits.length) return hits.map((text) => ({ article, text }));
      return article.title.toLocaleLowerCase().includes(needle) ? [{ article, text: blocks[0] ?? '' }] : [];
    });
  }, [index, needle]);

  const select = (next: HelpArticle | 'feedback') => {
    setChoice(next === 'feedback' ? 'feedback' : { id: next.id });
    setQuery('');
    // Deep link: the address names the open section, so it can be shared (/help#faq).
    const hash = next === 'feedback' ? 'feedback' : next.section;
    if (typeof window !== 'undefined' && window.location.pathname === '/help') window.history.replaceState(window.history.state, '', `#${hash}`);
  };

  const tab = (key: string, label: string, onClick: () => void, testId: string, lang?: string) => (
    <button
      key={key}
      lang={lang}
      type="button"
      role="tab"
      id={`help-tab-${key}`}
      aria-selected={!needle && key === openKey}
      aria-controls="help-panel"
      onClick={onClick}
      className={`rounded-lg px-3 py-2 text-start text-sm font-semibold whitespace-nowrap ${!needle && key === openKey ? 'bg-sunken text-primary' : 'text-fg-secondary hover:bg-sunken'}`}
      data-testid={testId}
    >
      {label}
    </button>
  );

  let panel;
  if (needle) {
    panel = articles.isPending ? (
      <Spinner />
    ) : results.length === 0 ? (
      <p data-testid="help-no-results">{t('content:help.noResults')}</p>
    ) : (
      results.map(({ article, text }, i) => (
        <button key={i} type="button" onClick={() => select(article)} className="block w-full rounded-lg p-2 text-start hover:bg-sunken" data-testid="help-result">
          <span className="block text-xs font-semibold text-primary">{article.title}</span>
          <span>{text}</span>
        </button>
      ))
    );
  } else if (open === 'feedback') {
    panel = (
      <>
        <h3 className="text-base font-bold text-fg">{t('content:help.feedbackTab')}</h3>
        <FeedbackForm />
      </>
    );
  } else if (articles.isPending) {
    panel = (
      <div className="grid min-h-48 place-items-center">
        <Spinner />
      </div>
    );
  } else if (articles.isError) {
    panel = (
      <div className="grid min-h-48 place-items-center text-center" role="alert" data-testid="help-error">
        <div>
          <p>{t('error')}</p>
          <button type="button" onClick={() => void articles.refetch()} className="mt-3 rounded-lg px-3 py-1.5 font-semibold text-primary hover:bg-sunken" data-testid="help-retry">
            {t('common:actions.retry')}
          </button>
        </div>
      </div>
    );
  } else if (!open) {
    panel = <p data-testid="help-empty">{t('empty')}</p>;
  } else {
    panel = (
      // An article read in English (no text in the member's language) is marked so, for screen readers and line breaking.
      <article lang={findLanguage(open.language)?.tag}>
        <h3 className="text-base font-bold text-fg">{open.title}</h3>
        <RichHtml html={open.body} className="mt-3" testId="help-article" />
      </article>
    );
  }

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
        <div ref={tabs} role="tablist" aria-orientation="vertical" aria-label={t('title')} aria-busy={articles.isPending} className="flex gap-1 overflow-x-auto sm:w-48 sm:shrink-0 sm:flex-col">
          {list.map((article) => tab(`a${article.id}`, article.title, () => select(article), 'help-tab', findLanguage(article.language)?.tag))}
          {tab('feedback', t('content:help.feedbackTab'), () => select('feedback'), 'help-tab-feedback')}
        </div>
        <div id="help-panel" role="tabpanel" aria-labelledby={open ? `help-tab-${openKey}` : undefined} className="min-h-64 flex-1 space-y-3 text-sm leading-relaxed text-fg-secondary" data-testid="help-panel">
          {panel}
        </div>
      </div>
    </Dialog>
  );
}
