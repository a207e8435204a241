import i18next from 'i18next';
import { bus } from '../bus';
import { RESPONSE_CODES, type ApiEnvelope } from '../codes';
import { getConfig } from '../config';
import { ERROR_NOTICE_MS } from '../constants';
import { currentLocale } from '../stores/locale';
import { useSessionStore } from '../stores/session';
import { guessTimeZone } from '../timezone';

/** How the client shows notices; the shell plugs in its toasts. */
export interface Notifier {
  info(text: string): void;
  error(text: string, durationMs?: number): void;
}
let notifier: Notifier = {
  info: (t) => console.info(t),
  error: (t) => console.error(t),
};
export function setNotifier(n: Notifier): void {
  notifier = n;
}

/** Thrown (rejected) for envelopes the spec says to reject: A00001, A00004, A00005. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly envelope: ApiEnvelope<unknown> | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  params?: Query;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, params?: Query): string {
  const base = getConfig().apiBase.replace(/\/+$/, '');
  const url = /^https?:\/\//.test(path) ? path : base + (path.startsWith('/') ? path : '/' + path);
  if (!params) return url;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) qs.set(k, v.join(','));
    else qs.set(k, String(v));
  }
  const s = qs.toString();
  return s ? url + (url.includes('?') ? '&' : '?') + s : url;
}

/** What the server wrote into the page (api/src/site/initial-data.ts). */
interface InitialData {
  locale: string;
  responses: Record<string, ApiEnvelope<unknown>>;
}

/**
 * The answer the server already put into the page for this GET, taken once. Only for a visitor
 * who is not signed in (the server fetched it without a session) and in the page's locale; a
 * repeat call (refetch, locale change) goes to the network.
 */
export function takeInitialData(url: string): ApiEnvelope<unknown> | null {
  const hit = peekInitialData(url);
  if (hit) delete (globalThis as { __MALL_PRELOAD__?: InitialData }).__MALL_PRELOAD__!.responses[url];
  return hit;
}

/** The same answer without taking it: a page's first render can show it at once (query initialData). */
export function peekInitialData(url: string): ApiEnvelope<unknown> | null {
  const initial = (globalThis as { __MALL_PRELOAD__?: InitialData }).__MALL_PRELOAD__;
  if (!initial || initial.locale !== currentLocale() || useSessionStore.getState().userToken) return null;
  return initial.responses[url] ?? null;
}

function translate(key: string, fallback: string): string {
  const v = i18next.isInitialized ? i18next.t(key, { ns: 'common' }) : '';
  return v && v !== key ? v : fallback;
}

let zone: string | undefined;
/**
 * The zone, guessed on the first request that goes to the network: the first Intl.DateTimeFormat
 * loads the browser's zone data (tens of milliseconds on a phone), which a page served with its
 * initial data need not spend while it starts.
 */
function timeZoneOnce(): string {
  return (zone ??= guessTimeZone());
}

/**
 * The one request client (spec sections 7 and 8). Resolves with the envelope for 00000, A00002
 * and any code not in the table; rejects with ApiError for A00001, A00004 and A00005.
 */
export async function request<T = unknown>(method: Method, path: string, opts: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const url = buildUrl(path, opts.params);
  if (method === 'GET') {
    const initial = opts.headers ? null : takeInitialData(url);
    if (initial) return handleEnvelope(initial as ApiEnvelope<T>, `${method} ${url}`);
  }
  let body: BodyInit | undefined;
  const headers: Record<string, string> = {
    authorization: useSessionStore.getState().userToken,
    Locale: currentLocale(),
    'Time-Zone': timeZoneOnce(),
    ...opts.headers,
  };
  if (method !== 'GET' && opts.data !== undefined) {
    const d = opts.data;
    // POST sends the body as is; objects (and PUT/DELETE bodies) go as JSON.
    if (typeof d === 'string' || d instanceof FormData || d instanceof Blob || d instanceof URLSearchParams) {
      body = d as BodyInit;
    } else {
      body = JSON.stringify(d);
      headers['Content-Type'] = 'application/json';
    }
  }

  let res: Response;
  try {
    res = await fetch(url, { method, headers, body, credentials: 'include', signal: opts.signal });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    console.error('[request] network error', method, url, err);
    notifier.error(translate('request.dozing', 'The server is dozing off, please try again later'), ERROR_NOTICE_MS);
    throw err;
  }

  let envelope: ApiEnvelope<T>;
  try {
    envelope = (await res.json()) as ApiEnvelope<T>;
  } catch (err) {
    console.error('[request] unreadable answer', method, url, res.status, err);
    notifier.error(translate('request.dozing', 'The server is dozing off, please try again later'), ERROR_NOTICE_MS);
    throw err;
  }
  return handleEnvelope(envelope, `${method} ${url}`);
}

/** The code table of spec section 8, apart from transport. Exported for tests. */
export function handleEnvelope<T>(envelope: ApiEnvelope<T>, where = ''): ApiEnvelope<T> {
  switch (envelope.code) {
    case RESPONSE_CODES.OK:
    case RESPONSE_CODES.OK_SILENT:
      return envelope;
    case RESPONSE_CODES.UNAUTHORIZED:
      bus.emit('show-login', { reason: where });
      throw new ApiError(envelope.code, envelope.msg ?? '', envelope);
    case RESPONSE_CODES.SHOW_FAIL:
      notifier.info(envelope.msg ?? '');
      throw new ApiError(envelope.code, envelope.msg ?? '', envelope);
    case RESPONSE_CODES.EXCEPTION:
      notifier.error(envelope.msg || translate('request.dozing', 'The server is dozing off, please try again later'), ERROR_NOTICE_MS);
      console.error('[request] server exception', where, envelope);
      throw new ApiError(envelope.code, envelope.msg ?? '', envelope);
    default:
      return envelope;
  }
}

export const http = {
  get: <T = unknown>(path: string, params?: Query, opts?: Omit<RequestOptions, 'params'>) => request<T>('GET', path, { ...opts, params }),
  /** The server-written answer of this GET for a first render, or undefined (see peekInitialData). */
  peek: <T = unknown>(path: string, params?: Query): ApiEnvelope<T> | undefined =>
    (peekInitialData(buildUrl(path, params)) as ApiEnvelope<T> | null) ?? undefined,
  post: <T = unknown>(path: string, data?: unknown, opts?: Omit<RequestOptions, 'data'>) => request<T>('POST', path, { ...opts, data }),
  put: <T = unknown>(path: string, data?: unknown, opts?: Omit<RequestOptions, 'data'>) => request<T>('PUT', path, { ...opts, data }),
  delete: <T = unknown>(path: string, params?: Query, opts?: RequestOptions) => request<T>('DELETE', path, { ...opts, params }),
};

/** Uploads a file with PUT to a full (pre-signed) URL, without credentials (spec section 7). */
export async function uploadFile(fullUrl: string, file: Blob, contentType = file.type || 'application/octet-stream'): Promise<Response> {
  try {
    const res = await fetch(fullUrl, { method: 'PUT', body: file, headers: { 'Content-Type': contentType }, credentials: 'omit' });
    if (!res.ok) throw new Error(`upload failed: ${res.status}`);
    return res;
  } catch (err) {
    console.error('[upload] failed', fullUrl, err);
    notifier.error(translate('request.dozing', 'The server is dozing off, please try again later'), ERROR_NOTICE_MS);
    throw err;
  }
}
