import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icons/icon.tsx';
import { usePermission } from '../../site/api/get-permission.ts';
import { useCustomerService } from '../../site/hooks/use-customer-service.ts';
import { AgentSection } from '../components/agent-section.tsx';
import { useSupportHours } from '../lib/use-support-hours.ts';

const ICON: Record<string, IconName> = { LIVECHAT: 'chat', TELEGRAM: 'telegram', FACEBOOK: 'facebook', 'TX-CHAT': 'chat' };

/** SPEC §2.8 customer service: the site's contact channels and the agent desk's hours (SPEC §1). */
export function CustomerServicePage() {
  const { t } = useTranslation('agent');
  const links = useCustomerService();
  const { brand } = usePermission();
  const hours = useSupportHours(brand.agentSupport);
  return (
    <AgentSection title={t('menu.agentService')} testId="agent-service">
      <p className="text-sm text-fg-secondary" data-testid="agent-support-hours">
        {hours}
      </p>
      {links.length ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {links.map((l) => (
            <li key={l.id}>
              <a href={l.href} target="_blank" rel="noopener noreferrer" className="flex items-center gap-3 rounded-xl border border-line px-4 py-3 font-semibold hover:bg-sunken">
                <Icon name={ICON[l.csType] ?? 'chat'} className="size-5 text-primary" />
                {l.csType === 'LIVECHAT' ? t('service.liveChat') : l.title}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-card border border-dashed border-line p-8 text-center text-fg-muted">{t('service.none')}</p>
      )}
    </AgentSection>
  );
}
