import type { z } from 'zod';
import { local, session } from './storage.ts';
import { SESSION_KEYS } from '@app/contracts';

export const API_BASE = '/api/v1';
const DEFAULT_TIMEOUT_MS = 20_000;

/** Client-side codes beside the server's stable codes (SPEC §8 "network link abnormal", "page took too long"). */
export const CLIENT_ERROR = { NETWORK: 'NETWORK_ERROR', TIMEOUT: 'TIMEOUT', BAD_RESPONSE: 'BAD_RESPONSE' } as const;

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

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON body. */
  body?: unknown;
  /** application/x-www-form-urlencoded body (SPEC §7 forgot password). */
  form?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Contract schema the response must satisfy. */
  schema?: S;
}

const unauthorizedListeners = new Set<() => void>();
/** Called when a call made with a token answers 401: the session is gone server-side. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function api<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
  const { method = 'GET', query, body, form, signal, timeoutMs = DEFAULT_TIMEOUT_MS, schema } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.get(SESSION_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  // The site language (as the language select stored it), for texts the server writes, such as SMS.
  const language = local.get('language');
  if (language) headers['x-language'] = language;
  let payload: BodyInit | undefined;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal: combined, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(0, CLIENT_ERROR.TIMEOUT, 'The request took too long');
    throw new ApiError(0, CLIENT_ERROR.NETWORK, 'Network link abnormal');
  }

  const text = await response.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      if (response.ok) throw new ApiError(response.status, CLIENT_ERROR.BAD_RESPONSE, 'The server sent an unreadable answer');
    }
  }
  if (!response.ok) {
    const err = (json ?? {}) as { code?: string; message?: string; details?: unknown };
    if (response.status === 401 && token) unauthorizedListeners.forEach((l) => l());
    throw new ApiError(response.status, err.code ?? `HTTP_${response.status}`, err.message ?? response.statusText, err.details);
  }
  if (!schema) return json as never;
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, CLIENT_ERROR.BAD_RESPONSE, 'The server answer did not match the contract');
  return parsed.data as never;
}
