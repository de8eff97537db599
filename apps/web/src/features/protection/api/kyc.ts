import { KycViewSchema, SESSION_KEYS, type KycView } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, API_BASE, ApiError, CLIENT_ERROR } from '../../../lib/http.ts';
import { session } from '../../../lib/storage.ts';

/** `GET /protection/kyc`: identity verification status, the threshold and the documents on file. */
export const kycQueryOptions = () =>
  queryOptions({
    queryKey: ['protection', 'kyc'],
    queryFn: ({ signal }) => api('/protection/kyc', { signal, schema: KycViewSchema }),
  });

export function useKyc() {
  return useQuery(kycQueryOptions());
}

/**
 * `POST /protection/kyc/documents` as multipart/form-data (the shared JSON client does not send
 * files): 1-3 images named `document`.
 */
export async function postKycDocuments(files: File[]): Promise<KycView> {
  const form = new FormData();
  for (const file of files) form.append('document', file, file.name);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.get(SESSION_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/protection/kyc/documents`, { method: 'POST', headers, body: form, credentials: 'same-origin', signal: AbortSignal.timeout(60_000) });
  } catch {
    throw new ApiError(0, CLIENT_ERROR.NETWORK, 'Network link abnormal');
  }
  const json = (await response.json().catch(() => ({}))) as KycView & { code?: string; message?: string; details?: unknown };
  if (!response.ok) throw new ApiError(response.status, json.code ?? `HTTP_${response.status}`, json.message ?? response.statusText, json.details);
  return KycViewSchema.parse(json);
}

export function useUploadKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postKycDocuments,
    onSuccess: (data) => client.setQueryData(kycQueryOptions().queryKey, data),
  });
}
