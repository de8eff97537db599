import { SESSION_KEYS } from '@app/contracts';
import { useEffect, useState } from 'react';
import { API_BASE } from '../../../lib/http.ts';
import { session } from '../../../lib/storage.ts';

/**
 * `GET /payments/withdrawals/:id/proofs/:proofId` as an object URL (the image needs the bearer
 * token, so a plain <img src> cannot load it). The URL is revoked when the component goes away.
 */
export function useProofImage(withdrawalId: string, proofId: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = session.get(SESSION_KEYS.token);
    fetch(`${API_BASE}/payments/withdrawals/${encodeURIComponent(withdrawalId)}/proofs/${encodeURIComponent(proofId)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then(async (res) => {
        if (!res.ok) return;
        objectUrl = URL.createObjectURL(await res.blob());
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [withdrawalId, proofId]);
  return url;
}
