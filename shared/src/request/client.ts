import i18next from 'i18next';
import Cookies from 'js-cookie';
import type { ApiRoute, ApiRoutes, DataOf, InputOf } from '../contracts';
import { bus } from '../bus';
import { RESPONSE_CODES, type ApiEnvelope } from '../codes';
import { getConfig } from '../config';
import { ERROR_NOTICE_MS, TIME_ZONE_COOKIE } from '../constants';
import { currentLocale } from '../stores/locale';
import { pageRequest, useSessionStore } from '../stores/session';
import { guessTimeZone, hasTimeZoneShape } from '../timezone';

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

/**
 * A call that did not answer data: A00001, A00004 and A00005 (spec section 8, rejected by the
 * client itself, `shown`), or any other code `http.data()` refuses (A00013, A00014, A03002, ...:
 * not shown yet, the page words it). `message` is the server's msg in the buyer's language.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly envelope: ApiEnvelope<unknown> | null,
    /** The client already told the buyer (a notice, the login dialog): the page must not again. */
    readonly shown = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * True for an ApiError from any copy of this module: '@mall/shared' is one shared instance per
 * page, but '@mall/shared/ui' is bundled into each part with its own copy of this file, so
 * `instanceof` alone misses errors thrown by the shared instance's http.
 */
export function isApiError(err: unknown): err is ApiError {
  return (
    err instanceof ApiError || (err instanceof Error && err.name === 'ApiError' && typeof (err as { code?: unknown }).code === 'string')
  );
}

/** Network failures the client has already announced ("the server is dozing off"). */
const announced = new WeakSet<object>();

/**
 * The one "already shown" rule: true for what the request client showed itself (A00001 as a
 * notice, A00004 as the login dialog, A00005 as an error notice, a network failure), false for
 * every refusal the page has to word (A00013, A00014, A03xxx, ...).
 */
export function alreadyShown(err: unknown): boolean {
  if (isApiError(err)) return err.shown;
  return typeof err === 'object' && err !== null && announced.has(err);
}

/** The text to show for a failed call: the server's message in the buyer's language. */
export function errorText(err: unknown): string {
  if (isApiError(err)) return err.message || err.code;
  return err instanceof Error ? err.message : String(err);
}

/** Shows a failed call's message with `show` unless the client already did (see alreadyShown). */
export function showError(err: unknown, show: (text: string) => void): void {
  if (!alreadyShown(err)) show(errorText(err));
}

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  params?: Query;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A merchant's token for a /merchant/ call made from the storefront (the procurement centre's
   * "Quote now"): sent instead of the buyer's, and an A00004 rejects without opening the buyer's
   * login dialog (which would sign the buyer out).
   */
  merchantToken?: string;
}

export function buildUrl(path: string, params?: Query): string {
  const base = getConfig().apiBase.replace(/\/+$/, '');
  const url = /^https?:\/\//.test(path) ? path : base + (path.startsWith('/') ? path : '/' + path);
  return withQuery(url, params);
}

/**
 * A path with its query exactly as the client sends it (parameter order, empty ones left out): a
 * server entry names its page's first calls with it, and the initial data is looked up by it.
 */
export function withQuery(url: string, params?: Query): string {
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
  /** URLs whose answer is the same for everyone (the shell's start-up configuration): given to signed-in buyers too. */
  shared?: string[];
  /** The page answers were made with the session of the token cookie the page was requested with. */
  personal?: true;
}

const preloaded = () => (globalThis as { __MALL_PRELOAD__?: InitialData }).__MALL_PRELOAD__;

/**
 * The answer the server already put into the page for this GET, taken once. In the page's locale,
 * and a page answer only under the session it was made for: made without one, only while nobody
 * is signed in; made with the token cookie (`personal`), only while the buyer holds that token
 * (the store's token is the cookie's). Answers listed as `shared` are everyone's. A repeat call
 * (refetch, locale change) goes to the network.
 */
export function takeInitialData(url: string): ApiEnvelope<unknown> | null {
  const initial = preloaded();
  // Already shown by a query as its first render (peekCall/peekData: its initial data): a fetch
  // of it now is a refetch (after a follow, a cancel, a change of quantity) and wants the
  // server's current answer, not the page's.
  if (initial && shownOf(initial).has(url)) {
    delete initial.responses[url];
    return null;
  }
  const hit = peekInitialData(url);
  if (hit) delete initial!.responses[url];
  return hit;
}

/** The URLs of a page's answers that a query has shown (by the page's initial data object: the server renders many pages). */
const shown = new WeakMap<InitialData, Set<string>>();
function shownOf(initial: InitialData): Set<string> {
  let urls = shown.get(initial);
  if (!urls) shown.set(initial, (urls = new Set()));
  return urls;
}

/** The same answer without taking it: a page's first render can show it at once (query initialData). */
export function peekInitialData(url: string): ApiEnvelope<unknown> | null {
  const initial = preloaded();
  if (!initial || initial.locale !== currentLocale()) return null;
  if (!initial.shared?.includes(url)) {
    const token = useSessionStore.getState().userToken;
    // The cookie as the page was requested with it (start-up may have written the saved token
    // back into it since). On the server the store was set from the request's cookie.
    const requested = typeof document === 'undefined' ? token : pageRequest.token;
    if (initial.personal ? !token || token !== requested : token) return null;
  }
  return initial.responses[url] ?? null;
}

// A sign-in, a sign-out or another account in this page: the page answers the server wrote were
// made for the session the page was requested with, so none of them is given out any more.
// Not on the server: there the store is set from each request's cookie before its render (one
// render after another, for different buyers), and a page's answers are given only to the token
// they were made with anyway (peekInitialData).
useSessionStore.subscribe((state, prev) => {
  const initial = preloaded();
  if (state.userToken === prev.userToken || !initial || typeof document === 'undefined') return;
  for (const url of Object.keys(initial.responses)) if (!initial.shared?.includes(url)) delete initial.responses[url];
});

function translate(key: string, fallback: string): string {
  const v = i18next.isInitialized ? i18next.t(key, { ns: 'common' }) : '';
  return v && v !== key ? v : fallback;
}

let zone: string | undefined;
/**
 * The zone for a request that goes to the network. The first Intl.DateTimeFormat loads the
 * browser's zone data (~90-140 ms on a slowed phone, in whatever task sends the request), so:
 * - a zone an earlier page kept in the `tz` cookie is taken, and checked once the page is idle (a
 *   buyer who travelled gets the browser's zone from the next request on): only when the system's
 *   UTC offset differs from the one kept with that zone is it guessed again (a guess at idle was
 *   still a 50-100 ms task in a signed-in page's start-up on a slowed phone);
 * - only a signed-in buyer's answers depend on the zone (membership and user centre: their dates,
 *   "today"; the site server makes only a buyer's first calls in the cookie's zone), so a request
 *   without a token sends none and nothing is guessed: a public page's start-up (e.g. /search's
 *   suggestions) does not pay for it, even at idle time (a long task there would still count);
 * - the first signed-in request (or any call that is not a GET: signing in takes the zone for the
 *   new session) without a kept zone guesses it at once and keeps it.
 * The cookie tells the site server the zone of the buyer's first calls (api/src/site/initial-data.ts).
 */
function timeZoneFor(signedIn: boolean): string | undefined {
  if (zone !== undefined) return zone;
  const kept = keptZone();
  if (kept) {
    zone = kept;
    const idle =
      (globalThis as { requestIdleCallback?: (fn: () => void) => unknown }).requestIdleCallback ??
      ((fn: () => void) => setTimeout(fn, 2000));
    idle(() => {
      if (keptOffset() !== new Date().getTimezoneOffset()) keepZone(guessTimeZone());
    });
  } else if (signedIn) {
    keepZone(guessTimeZone());
  }
  return zone;
}
function keptZone(): string | undefined {
  try {
    const v = typeof document !== 'undefined' ? Cookies.get(TIME_ZONE_COOKIE) : undefined;
    return v && hasTimeZoneShape(v) ? v : undefined; // the API checks the zone itself
  } catch {
    return undefined;
  }
}
/** The system's UTC offset (Date#getTimezoneOffset, no zone data loaded) when the kept zone was guessed. */
const ZONE_OFFSET_KEY = 'tzOffset';
function keptOffset(): number | undefined {
  try {
    const v = localStorage.getItem(ZONE_OFFSET_KEY);
    return v === null ? undefined : Number(v);
  } catch {
    return undefined;
  }
}
function keepZone(guessed: string): void {
  zone = guessed;
  try {
    if (typeof document !== 'undefined' && Cookies.get(TIME_ZONE_COOKIE) !== guessed)
      Cookies.set(TIME_ZONE_COOKIE, guessed, { sameSite: 'Lax', path: '/', expires: 365 });
  } catch {
    /* cookies unavailable: the server keeps UTC */
  }
  try {
    if (typeof document !== 'undefined') localStorage.setItem(ZONE_OFFSET_KEY, String(new Date().getTimezoneOffset()));
  } catch {
    /* no storage: the next page checks its zone again */
  }
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
    ...opts.headers,
    ...(opts.merchantToken !== undefined ? { authorization: opts.merchantToken } : {}),
  };
  // (A sign-in or sign-up is made signed out and sets the new session's zone: any call that
  // changes something carries it; a signed-out read is answered the same in every zone.)
  const timeZone = opts.headers?.['Time-Zone'] ?? timeZoneFor(Boolean(headers.authorization) || method !== 'GET');
  if (timeZone !== undefined) headers['Time-Zone'] = timeZone;
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
    throw dozing(err);
  }

  let envelope: ApiEnvelope<T>;
  try {
    envelope = (await res.json()) as ApiEnvelope<T>;
  } catch (err) {
    console.error('[request] unreadable answer', method, url, res.status, err);
    throw dozing(err);
  }
  if (opts.merchantToken !== undefined && envelope.code === RESPONSE_CODES.UNAUTHORIZED) {
    throw new ApiError(envelope.code, envelope.msg ?? '', envelope);
  }
  return handleEnvelope(envelope, `${method} ${url}`);
}

/** Tells the buyer the server cannot be reached, once, and marks the error as shown. */
function dozing(err: unknown): unknown {
  notifier.error(translate('request.dozing', 'The server is dozing off, please try again later'), ERROR_NOTICE_MS);
  if (typeof err === 'object' && err !== null) announced.add(err);
  return err;
}

/** The code table of spec section 8, apart from transport. Exported for tests. */
export function handleEnvelope<T>(envelope: ApiEnvelope<T>, where = ''): ApiEnvelope<T> {
  switch (envelope.code) {
    case RESPONSE_CODES.OK:
    case RESPONSE_CODES.OK_SILENT:
      return envelope;
    case RESPONSE_CODES.UNAUTHORIZED:
      bus.emit('show-login', { reason: where });
      throw new ApiError(envelope.code, envelope.msg ?? '', envelope, true);
    case RESPONSE_CODES.SHOW_FAIL:
      notifier.info(envelope.msg ?? '');
      throw new ApiError(envelope.code, envelope.msg ?? '', envelope, true);
    case RESPONSE_CODES.EXCEPTION:
      notifier.error(envelope.msg || translate('request.dozing', 'The server is dozing off, please try again later'), ERROR_NOTICE_MS);
      console.error('[request] server exception', where, envelope);
      throw new ApiError(envelope.code, envelope.msg ?? '', envelope, true);
    default:
      return envelope;
  }
}

/** The data of a success envelope (00000, A00002); any other code rejects with a not-yet-shown ApiError. */
export function unwrap<T>(envelope: ApiEnvelope<T>): T {
  if (envelope.code === RESPONSE_CODES.OK || envelope.code === RESPONSE_CODES.OK_SILENT) return envelope.data;
  throw new ApiError(envelope.code, envelope.msg ?? envelope.code, envelope);
}

/** '/p/rfq/close/:rfqNumber' + {rfqNumber: 'R1'} -> '/p/rfq/close/R1'. */
export function fillPath(url: string, params?: Record<string, unknown>): string {
  return url.replace(/:(\w+)/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${url}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

type GetRoute = Extract<ApiRoute, `GET ${string}`>;
type CallArgs<R extends ApiRoute> =
  object extends InputOf<ApiRoutes[R]>
    ? [input?: InputOf<ApiRoutes[R]>, opts?: CallOptions]
    : [input: InputOf<ApiRoutes[R]>, opts?: CallOptions];
export type CallOptions = Pick<RequestOptions, 'headers' | 'signal' | 'merchantToken'>;

/** A contract GET's path below the API prefix, with its query exactly as `http.data` sends it. */
function pathOf(route: string, input: unknown): string {
  const [, path] = route.split(' ') as [Method, string];
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Query };
  return withQuery(fillPath(path, params), query);
}

/** One call of the contract by its route key ('GET /p/prodComm/orderItems'): the envelope, after the code table. */
function call<R extends ApiRoute>(route: R, ...[input, opts]: CallArgs<R>): Promise<ApiEnvelope<DataOf<ApiRoutes[R]>>> {
  const [method, url] = route.split(' ') as [Method, string];
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  return request<DataOf<ApiRoutes[R]>>(method, fillPath(url, params), { ...opts, params: query, data: body });
}

export const http = {
  /**
   * The data of one call of the contract, typed by it: `http.data('GET /p/prodComm/orderItems',
   * {query: {orderNumber}})`. Every code but 00000/A00002 rejects with ApiError (see alreadyShown).
   */
  data: async <R extends ApiRoute>(route: R, ...args: CallArgs<R>): Promise<DataOf<ApiRoutes[R]>> => unwrap(await call(route, ...args)),
  /** The envelope of one call of the contract (for a page that reads a refusal's data). */
  call,
  /**
   * The path of a contract GET below the API prefix, with its query, exactly as `http.data` requests
   * it: a remote's server entry names its page's first calls with it, the site server makes them
   * and writes the answers into the page, and `peekData` with the same route and input finds them.
   */
  callPath: <R extends GetRoute>(route: R, ...[input]: CallArgs<R>): string => pathOf(route, input),
  /** The server-written envelope of a contract GET for a first render, or undefined (see peekInitialData). */
  peekCall: <R extends ApiRoute>(route: R, ...[input]: CallArgs<R>): ApiEnvelope<DataOf<ApiRoutes[R]>> | undefined => {
    const url = buildUrl(pathOf(route, input));
    const hit = peekInitialData(url);
    if (!hit) return undefined;
    // Shown now as the query's first render: no later fetch gets this answer (takeInitialData).
    shownOf(preloaded()!).add(url);
    return hit as ApiEnvelope<DataOf<ApiRoutes[R]>>;
  },
  /** The data of that envelope when it is a success. */
  peekData: <R extends ApiRoute>(route: R, ...args: CallArgs<R>): DataOf<ApiRoutes[R]> | undefined => {
    const hit = http.peekCall(route, ...args);
    return hit && hit.code === RESPONSE_CODES.OK ? hit.data : undefined;
  },
};

/**
 * Uploads a file with PUT to a full (pre-signed) URL, without credentials (spec section 7). A
 * refusal of the bytes (HTTP 4xx with {code, msg}: wrong format, too large) rejects with an
 * ApiError for the page to show; a failure to reach the server is shown here.
 */
export async function uploadFile(
  fullUrl: string,
  file: Blob,
  contentType = file.type || 'application/octet-stream',
  onProgress?: (percent: number) => void,
): Promise<Response> {
  let res: Response;
  try {
    res = onProgress
      ? await putWithProgress(fullUrl, file, contentType, onProgress)
      : await fetch(fullUrl, { method: 'PUT', body: file, headers: { 'Content-Type': contentType }, credentials: 'omit' });
  } catch (err) {
    console.error('[upload] failed', fullUrl, err);
    throw dozing(err);
  }
  if (res.ok) return res;
  const envelope = (await res.json().catch(() => null)) as ApiEnvelope<unknown> | null;
  if (envelope?.code && envelope.msg) throw new ApiError(envelope.code, envelope.msg, envelope);
  console.error('[upload] refused', fullUrl, res.status);
  throw dozing(new Error(`upload failed: ${res.status}`));
}

/**
 * The whole upload flow for one file: a signed single-use URL for `purpose` (the API's upload
 * rules: kind, size, count), then the bytes. Answers the file key the form submits.
 */
export async function uploadFor(file: File, purpose: string, opts: { onProgress?: (percent: number) => void } = {}): Promise<string> {
  const contentType = file.type || 'application/octet-stream';
  const ticket = await http.data('POST /p/file/uploadUrl', { body: { fileName: file.name, contentType, size: file.size, purpose } });
  await uploadFile(ticket.uploadUrl, file, contentType, opts.onProgress);
  return ticket.fileKey;
}

/** The same PUT through XMLHttpRequest, which reports upload progress (fetch does not); answers a Response. */
function putWithProgress(url: string, body: Blob, contentType: string, onProgress: (percent: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = false;
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const empty = xhr.status === 204 || xhr.status === 304 || !xhr.responseText;
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers: { 'Content-Type': 'application/json' } }));
    };
    xhr.onerror = () => reject(new Error('upload failed: network'));
    xhr.send(body);
  });
}

/** Lets go of an uploaded file the buyer removed before submitting (frees its slot); failures are ignored. */
export const discardUpload = (fileKey: string): Promise<void> =>
  http.data('POST /p/file/discard', { body: { fileKey } }).then(
    () => undefined,
    () => undefined,
  );
