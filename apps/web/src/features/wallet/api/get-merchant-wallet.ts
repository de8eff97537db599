import { SESSION_KEYS, type MerchantWallet } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { session } from '../../../lib/storage.ts';

/** The session copy (SPEC §3 session-stored `merchantWallet`; SPEC §7 "merchant wallet (cached)"). */
function readCache(): MerchantWallet | undefined {
  const cached = session.getJson(SESSION_KEYS.merchantWallet) as Partial<MerchantWallet> | undefined;
  return typeof cached?.isSingle === 'boolean' ? { isSingle: cached.isSingle } : undefined;
}

/** `GET /wallet/merchant`, asked once a session: whether every game plays from the one wallet. */
export async function fetchMerchantWallet(signal?: AbortSignal): Promise<MerchantWallet> {
  const cached = readCache();
  if (cached) return cached;
  const wallet = (await api('/wallet/merchant', { signal })) as MerchantWallet;
  session.set(SESSION_KEYS.merchantWallet, JSON.stringify(wallet));
  return wallet;
}

export function useMerchantWallet() {
  return useQuery(queryOptions({ queryKey: ['wallet', 'merchant'], queryFn: ({ signal }) => fetchMerchantWallet(signal), staleTime: Infinity }));
}
