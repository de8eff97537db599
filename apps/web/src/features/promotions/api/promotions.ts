import { PromotionDetailSchema, PromotionListSchema, SESSION_KEYS, type PromotionDetail } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, api, CLIENT_ERROR } from '../../../lib/http.ts';
import { useLanguageCode } from '../../../lib/i18n.ts';
import { session } from '../../../lib/storage.ts';

/** The reader's language code: the server answers the promotion's text in it, a twin code, or English. */
export type PromotionLang = string;

export function usePromotionLang(): PromotionLang {
  return useLanguageCode();
}

/** `GET /promotions` (public; a signed-in caller also gets their own status per promotion). */
export const promotionsQueryOptions = (lang: PromotionLang, signedIn: boolean) =>
  queryOptions({
    queryKey: ['promotions', 'list', lang, signedIn],
    queryFn: ({ signal }) => api('/promotions', { query: { lang }, schema: PromotionListSchema, signal }),
  });

export function usePromotions(signedIn: boolean) {
  return useQuery(promotionsQueryOptions(usePromotionLang(), signedIn));
}

/** `GET /promotions/{id}`: terms, body and the caller's application. */
export function usePromotion(id: string, signedIn: boolean) {
  const lang = usePromotionLang();
  return useQuery(
    queryOptions({
      queryKey: ['promotions', 'detail', id, lang, signedIn],
      queryFn: ({ signal }) => api(`/promotions/${encodeURIComponent(id)}`, { query: { lang }, schema: PromotionDetailSchema, signal }),
    }),
  );
}

export interface ApplyInput {
  id: string;
  comment: string;
  images: File[];
}

/**
 * `POST /promotions/{id}/apply` as multipart/form-data: the images travel as files, which the shared
 * JSON client does not send. The server checks every part again and stores nothing when one fails.
 */
async function postApply(input: ApplyInput, lang: PromotionLang): Promise<PromotionDetail> {
  const body = new FormData();
  body.set('comment', input.comment);
  input.images.forEach((file) => body.append('image', file, file.name));
  const token = session.get(SESSION_KEYS.token);
  const url = `${API_BASE}/promotions/${encodeURIComponent(input.id)}/apply?lang=${lang}`;
  const response = await fetch(url, { method: 'POST', body, headers: token ? { accept: 'application/json', authorization: `Bearer ${token}` } : { accept: 'application/json' }, signal: AbortSignal.timeout(60_000) }).catch(() => {
    throw new ApiError(0, CLIENT_ERROR.NETWORK, 'Network link abnormal');
  });
  const answer = (await response.json().catch(() => ({}))) as { code?: string; message?: string; details?: unknown };
  if (!response.ok) throw new ApiError(response.status, answer.code ?? `HTTP_${response.status}`, answer.message ?? response.statusText, answer.details);
  const parsed = PromotionDetailSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(response.status, CLIENT_ERROR.BAD_RESPONSE, 'The server answer did not match the contract');
  return parsed.data;
}

export function useApplyPromotion() {
  const client = useQueryClient();
  const lang = usePromotionLang();
  return useMutation({
    mutationFn: (input: ApplyInput) => postApply(input, lang),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['promotions'] });
      void client.invalidateQueries({ queryKey: ['rewards'] });
    },
  });
}
