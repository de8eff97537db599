import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { Button, buttonClass } from '../components/button.tsx';
import { isApiError, CLIENT_ERROR } from '../lib/http.ts';
import { isChunkLoadError } from '../lib/lazy.ts';

/**
 * The error boundary of every route: a chunk that did not load offers a reload
 * (SPEC §8 'Loading chunk failed'); lost connectivity offers a retry; anything
 * else gets a translated message and a way home.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const revalidator = useRevalidator();

  let title = t('errors:boundary.title');
  let message = t('errors:boundary.message');
  let action = (
    <Button onClick={() => window.location.reload()}>{t('common:actions.reload')}</Button>
  );
  if (isChunkLoadError(error)) {
    title = t('errors:chunk.title');
    message = t('errors:chunk.message');
  } else if (isApiError(error, CLIENT_ERROR.NETWORK) || isApiError(error, CLIENT_ERROR.TIMEOUT)) {
    title = t('errors:network.title');
    message = isApiError(error, CLIENT_ERROR.TIMEOUT) ? t('errors:codes.TIMEOUT') : t('errors:codes.NETWORK_ERROR');
    action = (
      <Button busy={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
        {t('common:actions.retry')}
      </Button>
    );
  } else if (isRouteErrorResponse(error) && error.status === 404) {
    title = t('errors:notFound.title');
    message = t('errors:notFound.message');
  } else {
    console.error(error);
  }

  return (
    <main id="main" className="grid min-h-[60dvh] place-items-center px-5 py-16">
      <div className="max-w-md text-center" role="alert">
        <h1 className="mb-2 text-2xl font-bold">{title}</h1>
        <p className="mb-6 text-fg-secondary">{message}</p>
        <div className="flex justify-center gap-3">
          {action}
          <Link to="/" className={buttonClass({ variant: 'outline' })} reloadDocument>
            {t('common:nav.home')}
          </Link>
        </div>
      </div>
    </main>
  );
}
