import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button.tsx';
import { useAgentProfile } from '../api/get-profile.ts';
import { AgentSection, Stat } from '../components/agent-section.tsx';
import { QrCode } from '../../../components/qr-code.tsx';

/** Copies text, falling back to a selected textarea where the Clipboard API is not allowed (plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** Referral link: the agent's registration link (SPEC §2.1 /register?referralCode=), its QR code (SPEC §9 defaults) and a copy button. */
export function ReferralPage() {
  const { t } = useTranslation('agent');
  const profile = useAgentProfile();
  const [copied, setCopied] = useState<'link' | 'code' | 'failed' | null>(null);
  const [png, setPng] = useState<string | null>(null);
  const onReady = useCallback((url: string) => setPng(url), []);
  const link = profile.referralLink;

  const copy = (what: 'link' | 'code', text: string) => void copyText(text).then((ok) => setCopied(ok ? what : 'failed'));

  return (
    <AgentSection title={t('menu.agentReferral')} testId="agent-referral">
      {!link ? (
        <p className="rounded-card border border-dashed border-line p-8 text-center text-fg-muted" data-testid="referral-none">
          {t('referral.none')}
        </p>
      ) : (
        <div className="grid gap-6 md:grid-cols-[auto_1fr] md:items-start">
          <div className="grid justify-items-center gap-3">
            <QrCode value={link} label={t('referral.qrLabel')} onReady={onReady} testId="referral-qr" />
            {png && (
              <a href={png} download={`referral-${profile.affiliateCode ?? profile.username}.png`} className={buttonClass({ variant: 'outline', size: 'sm' })} data-testid="referral-qr-download">
                {t('referral.downloadQr')}
              </a>
            )}
          </div>
          <div className="grid min-w-0 gap-4">
            <p className="text-sm text-fg-secondary">{t('referral.intro')}</p>
            <div className="grid gap-1">
              <span className="text-xs text-fg-muted">{t('referral.link')}</span>
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <code className="min-w-0 flex-1 truncate rounded-xl bg-sunken px-3 py-2.5 text-sm" data-testid="referral-link">
                  {link}
                </code>
                <Button size="md" onClick={() => copy('link', link)} data-testid="referral-copy">
                  {t('referral.copy')}
                </Button>
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-2">
              <Stat label={t('referral.code')} testId="referral-code">
                <span className="flex items-center justify-between gap-2">
                  {profile.affiliateCode ?? '—'}
                  {profile.affiliateCode && (
                    <button type="button" className="text-xs font-semibold text-primary hover:underline" onClick={() => copy('code', profile.affiliateCode ?? '')}>
                      {t('referral.copyShort')}
                    </button>
                  )}
                </span>
              </Stat>
              <Stat label={t('referral.type')}>{t(`types.${profile.typeName}`)}</Stat>
            </dl>
            <p className="min-h-5 text-sm" role="status" aria-live="polite" data-testid="referral-copied">
              {copied === 'failed' ? <span className="text-danger">{t('referral.copyFailed')}</span> : copied ? <span className="text-success">{t(`referral.copied.${copied}`)}</span> : null}
            </p>
          </div>
        </div>
      )}
    </AgentSection>
  );
}
