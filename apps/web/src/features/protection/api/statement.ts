import { API_BASE, ApiError } from '../../../lib/http.ts';
import { getToken } from '../../../lib/session.ts';

/** `GET /protection/statement?month=&format=`: downloads the file (the API client reads JSON only). */
export async function downloadStatement(month: string, format: 'csv' | 'pdf'): Promise<void> {
  const token = getToken();
  const res = await fetch(`${API_BASE}/protection/statement?month=${encodeURIComponent(month)}&format=${format}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!res.ok) {
    const err = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(res.status, err.code ?? `HTTP_${res.status}`, err.message ?? res.statusText);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `statement-${month}.${format}`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
