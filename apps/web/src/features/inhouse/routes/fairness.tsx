import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatMinor } from '../../../lib/format.ts';
import { useVerify, type VerifyInput } from '../api/verify-round.ts';
import { LineWins } from '../components/line-wins.tsx';
import { ReelGrid } from '../components/reel-grid.tsx';

const SEED = /^[\x21-\x7e]{1,128}$/;
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/** The round the URL names, or null while it is incomplete. */
function inputFrom(params: URLSearchParams): VerifyInput | null {
  const serverSeed = params.get('serverSeed') ?? '';
  const clientSeed = params.get('clientSeed') ?? '';
  const nonceText = params.get('nonce') ?? '';
  const nonce = Number(nonceText);
  if (!SEED.test(serverSeed) || !CLIENT_SEED.test(clientSeed) || !/^\d{1,10}$/.test(nonceText) || nonce > 2_147_483_647) return null;
  const betText = params.get('bet');
  const bet = betText && /^\d{1,15}$/.test(betText) && Number(betText) % 20 === 0 && Number(betText) > 0 ? Number(betText) : undefined;
  return { serverSeed, clientSeed, nonce, ...(bet ? { bet } : {}) };
}

/**
 * /fairness: anyone can recompute a slot round from its server seed, client seed and nonce,
 * and check the server seed against the hash shown before the round was played.
 */
export function Component() {
  const { t } = useTranslation('inhouse');
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState(() => ({
    serverSeed: params.get('serverSeed') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '0',
  }));
  const [touched, setTouched] = useState(false);
  const input = inputFrom(params);
  const verify = useVerify(input);
  const expectedHash = params.get('hash');

  const errors = {
    serverSeed: SEED.test(form.serverSeed) ? undefined : t('verifier.serverSeedRule'),
    clientSeed: CLIENT_SEED.test(form.clientSeed) ? undefined : t('verifier.clientSeedRule'),
    nonce: /^\d{1,10}$/.test(form.nonce) && Number(form.nonce) <= 2_147_483_647 ? undefined : t('verifier.nonceRule'),
  };
  const valid = !errors.serverSeed && !errors.clientSeed && !errors.nonce;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    const next = new URLSearchParams(params);
    next.set('serverSeed', form.serverSeed);
    next.set('clientSeed', form.clientSeed);
    next.set('nonce', String(Number(form.nonce)));
    setParams(next, { replace: true });
  };
  const set = (key: keyof typeof form) => (e: ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value.trim() }));

  const result = verify.data;
  const hashMatches = result && expectedHash ? result.serverSeedHash === expectedHash.toLowerCase() : null;

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-3 py-5 sm:px-5" data-testid="fairness-page">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t('verifier.title')}</h1>
        <p className="text-sm text-fg-secondary">{t('verifier.intro')}</p>
      </header>

      <div className="grid gap-5 lg:grid-cols-[380px_minmax(0,1fr)]">
        <form onSubmit={submit} className="min-w-0 space-y-3 self-start rounded-2xl bg-elevated p-4 shadow-card" noValidate data-testid="verify-form">
          {!params.get('serverSeed') && expectedHash && (
            <p className="rounded-xl bg-sunken p-3 text-sm text-fg-secondary" data-testid="seed-hidden-note">
              {t('verifier.seedHidden')}
            </p>
          )}
          <TextField
            label={t('verifier.serverSeed')}
            value={form.serverSeed}
            onChange={set('serverSeed')}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            error={touched ? errors.serverSeed : undefined}
            data-testid="verify-server-seed"
          />
          <TextField
            label={t('verifier.clientSeed')}
            value={form.clientSeed}
            onChange={set('clientSeed')}
            autoComplete="off"
            spellCheck={false}
            error={touched ? errors.clientSeed : undefined}
            data-testid="verify-client-seed"
          />
          <TextField
            label={t('verifier.nonce')}
            value={form.nonce}
            onChange={set('nonce')}
            inputMode="numeric"
            error={touched ? errors.nonce : undefined}
            data-testid="verify-nonce"
          />
          <Button type="submit" block busy={verify.isFetching} data-testid="verify-submit">
            {t('verifier.submit')}
          </Button>
          {expectedHash && (
            <div className="min-w-0 text-xs">
              <p className="text-fg-muted">{t('verifier.expectedHash')}</p>
              <p className="break-all font-mono">{expectedHash}</p>
            </div>
          )}
        </form>

        <section className="min-w-0 space-y-4" aria-live="polite" aria-label={t('verifier.resultLabel')}>
          {!input ? (
            <p className="rounded-2xl border border-dashed border-line p-6 text-center text-sm text-fg-muted" data-testid="verify-empty">
              {t('verifier.empty')}
            </p>
          ) : verify.isPending ? (
            <div className="grid min-h-40 place-items-center">
              <Spinner size="lg" />
            </div>
          ) : verify.isError ? (
            <p role="alert" className="rounded-2xl bg-elevated p-4 text-danger shadow-card">
              {errorText(verify.error)}
            </p>
          ) : result ? (
            <div className="space-y-4" data-testid="verify-result">
              <div className="space-y-1 rounded-2xl bg-elevated p-4 shadow-card">
                <p className="text-xs text-fg-muted">{t('verifier.computedHash')}</p>
                <p className="break-all font-mono text-sm" data-testid="verify-hash">
                  {result.serverSeedHash}
                </p>
                {hashMatches !== null && (
                  <p className={`text-sm font-semibold ${hashMatches ? 'text-success' : 'text-danger'}`} data-testid="verify-hash-match">
                    {hashMatches ? t('verifier.hashMatches') : t('verifier.hashDiffers')}
                  </p>
                )}
              </div>
              <ReelGrid reels={result.reels} lineWins={result.lineWins} scatterCount={result.scatter.count} testId="verify-reels" />
              <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-2xl bg-elevated p-4 shadow-card">
                <span className="text-sm text-fg-secondary">{t('verifier.totalWin')}</span>
                <span className="text-xl font-extrabold" data-testid="verify-multiplier">
                  {t('slot.multiplier', { value: +result.multiplier.toFixed(4) })}
                  {result.payout !== undefined && input.bet !== undefined && (
                    <span className="ms-2 text-base font-semibold text-fg-secondary">
                      {t('verifier.payoutForBet', { payout: formatMinor(result.payout), bet: formatMinor(input.bet) })}
                    </span>
                  )}
                </span>
              </div>
              <div className="rounded-2xl bg-elevated p-4 shadow-card">
                <h2 className="mb-2 font-semibold">{t('wins.title')}</h2>
                <LineWins lineWins={result.lineWins.map(({ payout: _p, ...w }) => w)} scatter={{ count: result.scatter.count, multiplier: result.scatter.multiplier }} />
              </div>
              <div className="overflow-x-auto rounded-2xl bg-elevated p-4 shadow-card">
                <h2 className="mb-2 font-semibold">{t('verifier.floatsTitle')}</h2>
                <table className="w-full text-sm">
                  <thead>
                    <tr className="text-xs text-fg-muted">
                      <th scope="col" className="text-start font-medium">
                        {t('verifier.reel')}
                      </th>
                      <th scope="col" className="text-start font-medium">
                        {t('verifier.float')}
                      </th>
                      <th scope="col" className="text-end font-medium">
                        {t('verifier.stop')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="font-mono" data-testid="verify-floats">
                    {result.floats.map((f, i) => (
                      <tr key={i}>
                        <td>{i + 1}</td>
                        <td>{f.toFixed(10)}</td>
                        <td className="text-end">{result.stops[i]}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          ) : null}
        </section>
      </div>

      <section className="space-y-2 rounded-2xl bg-elevated p-4 text-sm shadow-card" aria-labelledby="how-title">
        <h2 id="how-title" className="font-semibold">
          {t('verifier.howTitle')}
        </h2>
        <ol className="list-decimal space-y-1 ps-5 text-fg-secondary">
          <li>{t('verifier.how1')}</li>
          <li>{t('verifier.how2')}</li>
          <li>{t('verifier.how3')}</li>
          <li>{t('verifier.how4')}</li>
          <li>{t('verifier.how5')}</li>
        </ol>
      </section>
    </div>
  );
}
