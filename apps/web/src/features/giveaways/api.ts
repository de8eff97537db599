import { GiveawayErrorCode, RaffleClaimResultSchema, RaffleListSchema, RedEnvelopeListSchema, RedEnvelopeOpenResultSchema } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { errorText } from '../../lib/error-text.ts';
import { api, isApiError } from '../../lib/http.ts';
import { usePromotionLang } from '../promotions/api/promotions.ts';

/** `GET /red-envelopes` (public; a signed-in caller also gets their own state). */
export function useRedEnvelopes(signedIn: boolean) {
  const lang = usePromotionLang();
  return useQuery(
    queryOptions({
      queryKey: ['giveaways', 'red-envelopes', lang, signedIn],
      queryFn: ({ signal }) => api('/red-envelopes', { query: { lang }, schema: RedEnvelopeListSchema, signal }),
      refetchInterval: 30_000,
    }),
  );
}

/** `GET /raffles` (public; a signed-in caller also gets their tickets and prize). */
export function useRaffles(signedIn: boolean) {
  const lang = usePromotionLang();
  return useQuery(
    queryOptions({
      queryKey: ['giveaways', 'raffles', lang, signedIn],
      queryFn: ({ signal }) => api('/raffles', { query: { lang }, schema: RaffleListSchema, signal }),
      refetchInterval: 60_000,
    }),
  );
}

/** `POST /red-envelopes/{id}/open`: once per member and event. */
export function useOpenEnvelope() {
  const client = useQueryClient();
  const lang = usePromotionLang();
  return useMutation({
    mutationFn: (id: string) => api(`/red-envelopes/${encodeURIComponent(id)}/open`, { method: 'POST', query: { lang }, schema: RedEnvelopeOpenResultSchema }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['giveaways'] });
      void client.invalidateQueries({ queryKey: ['rewards'] });
    },
  });
}

/** `POST /raffles/{id}/claim` (SPEC §7 raffle claim, needs a session): a winner's prize, once. */
export function useClaimRaffle() {
  const client = useQueryClient();
  const lang = usePromotionLang();
  return useMutation({
    mutationFn: (id: string) => api(`/raffles/${encodeURIComponent(id)}/claim`, { method: 'POST', query: { lang }, schema: RaffleClaimResultSchema }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['giveaways'] });
      void client.invalidateQueries({ queryKey: ['rewards'] });
    },
  });
}

const OWN = new Set<string>(Object.values(GiveawayErrorCode).filter((c) => c !== GiveawayErrorCode.GIVEAWAY_LOCKED));

/** The feature's own error codes from the giveaways namespace, BONUS_EXCLUDED as the rewards screens say it; every other code the app-wide way (SPEC §8). */
export function giveawayErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && OWN.has(error.code)) return t(`giveaways:errors.${error.code}`);
  if (isApiError(error) && error.code === 'BONUS_EXCLUDED') return t('rewards:errors.BONUS_EXCLUDED');
  return errorText(error);
}
