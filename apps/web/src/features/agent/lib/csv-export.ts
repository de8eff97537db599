import { SESSION_KEYS } from '@app/contracts';
import { ApiError, buildUrl, CLIENT_ERROR } from '../../../lib/http.ts';
import { session } from '../../../lib/storage.ts';

type ExportQuery = Record<string, string | number | boolean | null | undefined>;

/**
 * Every list of the agent area exports as CSV with the same filters (`format=csv`, every row, no paging).
 * The API authenticates by bearer token (session storage, not a cookie), so a plain link cannot carry it:
 * the file is fetched with the token and handed to the browser as a download.
 */
export function csvUrl(path: string, query: ExportQuery): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return buildUrl(path, { ...filters, format: 'csv' });
}

export async function downloadCsv(path: string, query: ExportQuery, fileName: string): Promise<void> {
  const token = session.get(SESSION_KEYS.token);
  let response: Response;
  try {
    response = await fetch(csvUrl(path, query), { headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  } catch {
    throw new ApiError(0, CLIENT_ERROR.NETWORK, 'Network link abnormal');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.code ?? `HTTP_${response.status}`, body.message ?? response.statusText);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the file before the address goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
