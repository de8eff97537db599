import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiError, apiUrl } from '../lib/api.ts';
import { endSession, getSession } from '../lib/session.ts';

/** Fetches an image the API serves only with the operator's bearer token (an <img src> cannot send it). */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = getSession()?.token;
  const response = await fetch(apiUrl(path), { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) {
    let body: { code?: string; message?: string } = {};
    try {
      body = (await response.json()) as typeof body;
    } catch {
      // not JSON
    }
    if (response.status === 401 && token) endSession('expired');
    throw new ApiError(response.status, body.code ?? `HTTP_${response.status}`, body.message ?? response.statusText);
  }
  return response.blob();
}

/** The blob URL of an authenticated image, revoked when the component goes away. */
export function useBlobUrl(path: string): { url: string | null; error: unknown; pending: boolean } {
  const q = useQuery({ queryKey: ['blob', path], queryFn: ({ signal }) => fetchBlob(path, signal), staleTime: Infinity, gcTime: 60_000 });
  const url = useMemo(() => (q.data ? URL.createObjectURL(q.data) : null), [q.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return { url, error: q.error, pending: q.isPending };
}
