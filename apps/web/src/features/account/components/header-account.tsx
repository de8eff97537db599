import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { openModal } from '../../../components/modal/modal-store.ts';
import { selectIsLogin, useSession } from '../../../lib/session.ts';

/**
 * Right side of the header. Visitors get login and register; the member area
 * (balance, currency, unread and promo counts, VIP flags, member menu) arrives
 * with the accounts work and replaces the signed-in branch.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const member = useSession((s) => s.member);
  const isLogin = useSession(selectIsLogin);
  if (isLogin && member) {
    return <span className="max-w-32 truncate text-sm font-semibold">{member.nickname || member.account}</span>;
  }
  return (
    <div className="flex items-center gap-2">
      <Button size="sm" variant="outline" onClick={() => void openModal('login')}>
        {t('common:auth.login')}
      </Button>
      <Button size="sm" onClick={() => void openModal('register')}>
        {t('common:auth.register')}
      </Button>
    </div>
  );
}
