import type { MessageAudience, SendMessage, SentMessage } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useSectionErrorText } from '../components/confirm.tsx';
import { RichTextEditor } from '../components/rich-text-editor.tsx';
import { Button, Card, Field, Input, PageHeader, Select } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { LanguageTabs, langProps, useEditLanguages } from './content-shared.tsx';

const AUDIENCES: readonly MessageAudience[] = ['MEMBER', 'MEMBERS', 'AGENTS', 'VIP', 'ALL'];
type Audience = MessageAudience;
type Outgoing = SendMessage;
/** The tab holding the message's default text (what a language without a version reads). */
const DEFAULT_TAB = 'EN';
type Text = { title: string; content: string };
const EMPTY_TEXT: Text = { title: '', content: '' };
const filledText = (x: Text | undefined): x is Text => Boolean(x && x.title.trim() && x.content.trim());
const startedText = (x: Text | undefined) => Boolean(x && (x.title.trim() || x.content.trim()));

/**
 * Internal messages (SPEC §2.7): to one member (ID or username) or a segment (members, agents, VIP from a
 * level, everyone). The message reaches the members' inboxes and open tabs at once. The first language tab
 * is the default text (required); other tabs are optional per-language versions (`texts`), read by members
 * whose interface is in that language (docs/content.md).
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const errorText = useSectionErrorText('messages');
  const [audience, setAudience] = useState<Audience>('MEMBER');
  const [member, setMember] = useState('');
  const [vipLevel, setVipLevel] = useState('1');
  const [texts, setTexts] = useState<Record<string, Text>>({});
  const [lang, setLang] = useState(DEFAULT_TAB);
  const { languages, add } = useEditLanguages(DEFAULT_TAB, []);
  const current = texts[lang] ?? EMPTY_TEXT;
  const setCurrent = (patch: Partial<Text>) => setTexts((all) => ({ ...all, [lang]: { ...(all[lang] ?? EMPTY_TEXT), ...patch } }));
  const [editorKey, setEditorKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<Outgoing | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: (m: Outgoing) => call<SentMessage>('/operator/messages', { method: 'POST', body: m }),
    onSuccess: (r) => {
      setNotice(r.audience === 'MEMBER' ? t('messages.sentMember', { id: r.id, member: r.memberId }) : t('messages.sentSegment', { id: r.id, audience: t(`messages.audience.${r.audience}`) }));
      setPending(null);
      setTexts({});
      setLang(DEFAULT_TAB);
      setMember('');
      setEditorKey((k) => k + 1);
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const who = member.trim();
    const level = Number(vipLevel);
    if (audience === 'MEMBER' && !who) return setProblem(t('messages.needMember'));
    if (audience === 'VIP' && (!Number.isInteger(level) || level < 1 || level > 100)) return setProblem(t('messages.badLevel'));
    const main = texts[DEFAULT_TAB];
    if (!filledText(main)) {
      setLang(DEFAULT_TAB);
      return setProblem(t('messages.needText'));
    }
    // Another language is sent only once it has both a title and content; half-filled → the same prompt.
    const half = languages.find((code) => startedText(texts[code]) && !filledText(texts[code]));
    if (half) {
      setLang(half);
      return setProblem(t('messages.needText'));
    }
    const versions = languages.flatMap((code) => {
      const x = texts[code];
      return code !== DEFAULT_TAB && filledText(x) ? [{ language: code, title: x.title.trim(), content: x.content }] : [];
    });
    setProblem(null);
    setNotice(null);
    send.reset();
    setPending({
      audience,
      ...(audience === 'MEMBER' ? (/^\d+$/.test(who) ? { memberId: Number(who) } : { username: who }) : {}),
      ...(audience === 'VIP' ? { vipMinLevel: level } : {}),
      title: main.title.trim(),
      content: main.content,
      ...(versions.length > 0 ? { texts: versions } : {}),
    });
  }

  const target = (m: Outgoing) => (m.audience === 'MEMBER' ? t('messages.toMember', { member: m.memberId ?? m.username }) : m.audience === 'VIP' ? t('messages.toVip', { level: m.vipMinLevel }) : t(`messages.audience.${m.audience}`));

  return (
    <div data-testid="messages-page">
      <PageHeader title={t('messages.title')} />
      {notice && (
        <p className="mb-3 rounded-lg bg-success/15 p-3 text-sm text-success" role="status" data-testid="messages-notice">
          {notice}
        </p>
      )}
      <Card title={t('messages.new')}>
        <p className="mb-3 text-sm text-fg-muted">{t('messages.hint')}</p>
        <form className="grid max-w-3xl gap-3" onSubmit={submit} data-testid="message-form">
          <div className="grid items-start gap-3 sm:grid-cols-2">
            <Field label={t('messages.audienceLabel')}>
              <Select value={audience} onChange={(e) => setAudience(e.target.value as Audience)} data-testid="message-audience">
                {AUDIENCES.map((a) => (
                  <option key={a} value={a}>
                    {t(`messages.audience.${a}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {audience === 'MEMBER' && (
              <Field label={t('messages.member')} hint={t('messages.memberHint')}>
                <Input value={member} maxLength={64} onChange={(e) => setMember(e.target.value)} data-testid="message-member" />
              </Field>
            )}
            {audience === 'VIP' && (
              <Field label={t('messages.vipLevel')}>
                <Input inputMode="numeric" value={vipLevel} onChange={(e) => setVipLevel(e.target.value)} data-testid="message-vip" />
              </Field>
            )}
          </div>
          <div>
            <LanguageTabs onAdd={add} languages={languages} current={lang} onSelect={setLang} defaultLanguage={DEFAULT_TAB} filled={(code) => filledText(texts[code])} />
            <p className="mb-3 text-xs text-fg-muted">{t('messages.languagesHint')}</p>
            <div className="grid gap-3" key={lang} {...langProps(lang)}>
              <Field label={t('messages.subject')}>
                <Input value={current.title} maxLength={200} onChange={(e) => setCurrent({ title: e.target.value })} data-testid="message-title" />
              </Field>
              <div className="grid gap-1 text-sm">
                <span className="font-medium text-fg-secondary">{t('messages.body')}</span>
                <RichTextEditor key={`${editorKey}-${lang}`} value={current.content} onChange={(html) => setCurrent({ content: html })} label={t('messages.body')} testId="message-body" />
              </div>
            </div>
          </div>
          {problem && (
            <p className="text-sm text-danger" role="alert">
              {problem}
            </p>
          )}
          <Button type="submit" tone="primary" className="justify-self-start" data-testid="message-send">
            {t('messages.send')}
          </Button>
        </form>
      </Card>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t('messages.confirm', { target: target(pending) }) : ''}
        text={pending ? <bdi className="font-semibold">{pending.title}</bdi> : undefined}
        confirmLabel={t('messages.send')}
        busy={send.isPending}
        error={send.error ? errorText(send.error) : null}
        onConfirm={() => pending && send.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
