import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <section className="grid min-h-[50dvh] place-items-center px-4 text-center">
      <div>
        <p className="text-6xl font-extrabold text-primary">404</p>
        <h1 className="mt-2 text-2xl font-bold">{t('errors:notFound.title')}</h1>
        <p className="mt-2 text-fg-secondary">{t('errors:notFound.message')}</p>
        <Link to="/" className={`${buttonClass()} mt-6`}>
          {t('common:nav.home')}
        </Link>
      </div>
    </section>
  );
}
