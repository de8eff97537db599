import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { openModal } from '../../../components/modal/modal-store.ts';
import { selectIsLogin, useSession } from '../../../lib/session.ts';
import { usePermission } from '../../site/api/get-permission.ts';

/** Home lobby (SPEC §2.3). The welcome block is live; the game lobby sections arrive with the catalogue. */
export function HomePage() {
  const { t } = useTranslation('home');
  const { brand } = usePermission();
  const isLogin = useSession(selectIsLogin);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <section className="relative overflow-hidden rounded-card bg-gradient-to-br from-grad-from to-grad-to p-6 shadow-card sm:p-10" aria-labelledby="home-title">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{brand.name}</p>
        <h1 id="home-title" className="mt-2 max-w-xl text-3xl font-extrabold sm:text-4xl">
          {t('hero.title')}
        </h1>
        <p className="mt-3 max-w-xl text-fg-secondary">{t('hero.subtitle')}</p>
        {!isLogin && (
          <div className="mt-6 flex flex-wrap gap-3">
            <Button size="lg" onClick={() => void openModal('register')}>
              {t('hero.join')}
            </Button>
            <Button size="lg" variant="outline" onClick={() => void openModal('login')}>
              {t('common:auth.login')}
            </Button>
          </div>
        )}
        <svg viewBox="0 0 200 200" className="pointer-events-none absolute -end-10 -bottom-10 hidden size-72 text-primary opacity-20 sm:block" aria-hidden="true">
          <path d="M100 20c18 24 24 48 0 84-24-36-18-60 0-84z" fill="currentColor" />
          <path d="M30 64c30 0 48 18 66 54-36 6-60-12-66-54zM170 64c-30 0-48 18-66 54 36 6 60-12 66-54z" fill="currentColor" />
        </svg>
      </section>
      <section className="mt-8 rounded-card border border-dashed border-line bg-elevated p-8 text-center" aria-labelledby="lobby-title" data-testid="coming-soon">
        <h2 id="lobby-title" className="text-xl font-bold">
          {t('lobby.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-lg text-fg-secondary">{t('lobby.comingSoon')}</p>
      </section>
    </div>
  );
}

export const Component = HomePage;
