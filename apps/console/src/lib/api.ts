import { endSession, getSession } from './session.ts';

export const API_BASE = '/api/v1';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

type QueryValue = string | number | boolean | null | undefined;

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Raw response text instead of JSON (CSV exports). */
  text?: boolean;
}

/**
 * Calls the operator API with the console's bearer token. A 401 on a call that carried a token ends
 * the session (expired or revoked server-side): the layout sends the operator back to the login page.
 */
export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, text } = options;
  const headers: Record<string, string> = { accept: text ? 'text/csv, application/json' : 'application/json' };
  const token = getSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  // FormData (uploads) goes as multipart with the boundary the browser sets; anything else as JSON.
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { method, headers, body: body === undefined ? undefined : form ? body : JSON.stringify(body), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error');
  }
  const raw = await response.text();
  if (!response.ok) {
    let parsed: { code?: string; message?: string; details?: unknown } = {};
    try {
      parsed = raw ? (JSON.parse(raw) as typeof parsed) : {};
    } catch {
      // not JSON (a proxy page)
    }
    if (response.status === 401 && token) endSession(parsed.code === 'SESSION_IDLE' ? 'idle' : 'expired');
    throw new ApiError(response.status, parsed.code ?? `HTTP_${response.status}`, parsed.message ?? response.statusText, parsed.details);
  }
  if (text) return raw as T;
  return (raw ? JSON.parse(raw) : null) as T;
}
