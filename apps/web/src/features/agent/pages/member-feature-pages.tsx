import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { memberPageComponent, type MemberPage } from '../../../lib/member-pages.ts';
import { AgentSection } from '../components/agent-section.tsx';

/**
 * Deposit, withdraw and platform messages are the member centre's own pages (SPEC §2.8 reuses them), taken
 * from the registry the app fills at start-up (lib/member-pages.ts), so this feature imports no other's pages.
 */
function MemberFeature({ page, title, testId }: { page: MemberPage; title: string; testId: string }) {
  const { t } = useTranslation('agent');
  const Page = memberPageComponent(page);
  if (Page) return <div data-testid={testId}>{createElement(Page)}</div>;
  return (
    <AgentSection title={title} testId={testId}>
      <p className="rounded-card border border-dashed border-line p-8 text-center text-fg-muted" data-testid="agent-not-yet">
        {t('states.notYet')}
      </p>
    </AgentSection>
  );
}

export function AgentDepositPage() {
  const { t } = useTranslation('agent');
  return <MemberFeature page="depositv2" title={t('menu.agentDeposit')} testId="agent-deposit" />;
}
export function AgentWithdrawPage() {
  const { t } = useTranslation('agent');
  return <MemberFeature page="withdraw" title={t('menu.agentWithdraw')} testId="agent-withdraw" />;
}
export function AgentMessagesPage() {
  const { t } = useTranslation('agent');
  return <MemberFeature page="messages" title={t('menu.agentMessages')} testId="agent-messages" />;
}
