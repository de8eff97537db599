import { useTranslation } from 'react-i18next';
import { Button } from '../components/button.tsx';
import { CSS_CHUNK_LOAD_FAILED, useChunkErrors } from '../lib/client-errors.ts';

/** A stylesheet that failed to load: the page still works, so say so and offer a reload. */
export function ChunkErrorBanner() {
  const { t } = useTranslation();
  const failure = useChunkErrors((s) => s.cssFailure);
  if (!failure) return null;
  return (
    <div role="alert" className="fixed inset-x-3 bottom-3 z-[90] mx-auto flex max-w-xl items-center gap-3 rounded-xl border border-line bg-elevated p-3 shadow-card">
      <p className="flex-1 text-sm">
        {t('errors:chunk.cssFailed')} <code className="text-fg-muted">{CSS_CHUNK_LOAD_FAILED}</code>
      </p>
      <Button size="sm" onClick={() => window.location.reload()}>
        {t('common:actions.reload')}
      </Button>
    </div>
  );
}
