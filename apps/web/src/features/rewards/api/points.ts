import { PointMallSchema, PointRedeemResultSchema, PointsOverviewSchema, type PointRedeemPayload } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sendEncrypted } from '../../../lib/crypto-envelope.ts';
import { api } from '../../../lib/http.ts';
import { useLanguageCode } from '../../../lib/i18n.ts';

/** The reader's language code: the server names each mall item in it, a twin code, or English. */
export type PointsLang = string;

export function usePointsLang(): PointsLang {
  return useLanguageCode();
}

/** `GET /points`: balance, earning rates, points details and redeem history. */
export const pointsQueryOptions = (lang: PointsLang) =>
  queryOptions({
    queryKey: ['points', 'overview', lang],
    queryFn: ({ signal }) => api('/points', { query: { lang }, schema: PointsOverviewSchema, signal }),
  });

export function usePoints() {
  return useQuery(pointsQueryOptions(usePointsLang()));
}

/** `GET /points/mall`: the items and the balance. */
export const pointMallQueryOptions = (lang: PointsLang) =>
  queryOptions({
    queryKey: ['points', 'mall', lang],
    queryFn: ({ signal }) => api('/points/mall', { query: { lang }, schema: PointMallSchema, signal }),
  });

export function usePointMall() {
  return useQuery(pointMallQueryOptions(usePointsLang()));
}

/**
 * `POST /points/redeem` (SPEC §7 "redeem point: password check; encrypted"): the payload with the
 * payment password is sealed in the same RSA/AES envelope as the login.
 */
export function useRedeemPoints() {
  const client = useQueryClient();
  const lang = usePointsLang();
  return useMutation({
    mutationFn: async (payload: PointRedeemPayload) => PointRedeemResultSchema.parse(await sendEncrypted<unknown>('/points/redeem', payload, { query: { lang } })),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['points'] });
      void client.invalidateQueries({ queryKey: ['rewards'] });
    },
  });
}
