import type { SlotRotateResult, SlotState } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useRotateSeed } from '../api/rotate-seed.ts';
import { useSetClientSeed } from '../api/set-client-seed.ts';
import { fairnessLink } from '../lib/fairness-link.ts';

const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

function Value({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="break-all font-mono text-xs text-fg" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Provably fair seeds: the committed hash, the player's client seed, the nonce, and rotation. */
export function SeedsPanel({ state, onRotated }: { state: SlotState; onRotated?: (result: SlotRotateResult) => void }) {
  const { t } = useTranslation('inhouse');
  const setSeed = useSetClientSeed();
  const rotate = useRotateSeed();
  const [draft, setDraft] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<SlotRotateResult | null>(null);
  const value = draft ?? state.clientSeed;
  const invalid = !CLIENT_SEED.test(value);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || value === state.clientSeed) return;
    setSeed.mutate(value, { onSuccess: () => setDraft(null) });
  };
  const doRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: (result) => {
        setRevealed(result);
        onRotated?.(result);
      },
    });

  return (
    <section className="space-y-3" aria-labelledby="seeds-title" data-testid="seeds-panel">
      <h2 id="seeds-title" className="font-semibold">
        {t('seeds.title')}
      </h2>
      <p className="text-xs text-fg-secondary">{t('seeds.explain')}</p>
      <dl className="space-y-2">
        <Value label={t('seeds.serverSeedHash')} value={state.serverSeedHash} testId="server-seed-hash" />
        <Value label={t('seeds.nextNonce')} value={state.nonce} testId="nonce" />
      </dl>
      <form onSubmit={save} className="space-y-2" noValidate>
        <TextField
          label={t('seeds.clientSeed')}
          value={value}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          error={invalid ? t('seeds.clientSeedRule') : setSeed.isError ? errorText(setSeed.error) : undefined}
          hint={t('seeds.clientSeedHint')}
          data-testid="client-seed-input"
          trailing={
            <Button type="submit" variant="outline" busy={setSeed.isPending} disabled={invalid || value === state.clientSeed} data-testid="client-seed-save">
              {t('seeds.save')}
            </Button>
          }
        />
      </form>
      <Button variant="outline" block className="h-auto min-h-10 py-2" onClick={doRotate} busy={rotate.isPending} data-testid="rotate-seed">
        {t('seeds.rotate')}
      </Button>
      {rotate.isError && (
        <p role="alert" className="text-sm text-danger">
          {errorText(rotate.error)}
        </p>
      )}
      {revealed && (
        <div className="space-y-2 rounded-xl border border-line bg-sunken p-3" data-testid="revealed-seed" aria-live="polite">
          <p className="text-sm font-semibold">{t('seeds.revealedTitle')}</p>
          <dl className="space-y-2">
            <Value label={t('seeds.serverSeed')} value={revealed.previous.serverSeed} testId="revealed-server-seed" />
            <Value label={t('seeds.serverSeedHash')} value={revealed.previous.serverSeedHash} testId="revealed-hash" />
            <Value label={t('seeds.clientSeed')} value={revealed.previous.clientSeed} testId="revealed-client-seed" />
            <Value label={t('seeds.lastNonce')} value={revealed.previous.lastNonce < 0 ? t('seeds.noSpins') : revealed.previous.lastNonce} testId="revealed-last-nonce" />
          </dl>
          {revealed.previous.lastNonce >= 0 && (
            <Link
              className="inline-block text-sm font-semibold text-primary underline"
              to={fairnessLink({
                serverSeed: revealed.previous.serverSeed,
                serverSeedHash: revealed.previous.serverSeedHash,
                clientSeed: revealed.previous.clientSeed,
                nonce: revealed.previous.lastNonce,
              })}
              data-testid="verify-revealed"
            >
              {t('seeds.verifyLast')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
