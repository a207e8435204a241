/**
 * A mock API server for the pages' unit tests (MSW): the page's real request client sends real
 * requests and these handlers answer them, instead of a test replacing `fetch`. Answers are the
 * API's envelopes (`{ code, msg, data }`); every request is recorded as the server saw it.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** One request as the server received it. `path` is without the `/api` prefix. */
export interface ApiCall {
  method: string;
  url: URL;
  path: string;
  headers: Headers;
  /** Whether the page sent its cookies ('include', 'same-origin', 'omit'). */
  credentials: RequestCredentials;
  /** The JSON body parsed, the text when it is not JSON, null when there is none. */
  body: unknown;
}

/**
 * What a path answers: data (wrapped in a 00000 envelope), a whole envelope, or a function of the
 * call (and the Request, for its abort signal) returning either, a Response, or a promise of one.
 */
export type ApiAnswer = unknown | ((call: ApiCall, request: Request) => unknown);

const NOT_FOUND = { code: 'A00013', msg: 'Not found', data: null };

/** Between tests (a widget's late request after its test ended) the API answers not found. */
export const server = setupServer(http.all('*/api/*', () => HttpResponse.json(NOT_FOUND)));

/**
 * Starts the server for the calling test file and resets its handlers after each test. A request
 * outside the API fails the test (a unit test reaches no other server).
 */
export function startApiServer(): typeof server {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

const isEnvelope = (v: unknown): v is { code: string } => Boolean(v && typeof v === 'object' && 'code' in v);

/** The 00000 envelope around data, or the envelope given. */
export const envelope = (data: unknown): JsonBodyType =>
  (isEnvelope(data) ? data : { code: '00000', msg: null, data: data ?? null }) as JsonBodyType;

async function readCall(request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  const text = request.body ? await request.clone().text() : '';
  let body: unknown = text || null;
  try {
    if (text) body = JSON.parse(text);
  } catch {
    // Not JSON (a form or a file): the text as sent.
  }
  return {
    method: request.method,
    url,
    path: url.pathname.replace(/^\/api(?=\/)/, ''),
    headers: request.headers,
    credentials: request.credentials,
    body,
  };
}

/**
 * Answers `/api<path>` for each path of the table (any method); the `'*'` entry, if any, answers
 * every other path, else they get the API's not-found envelope. Returns the calls, in order.
 */
export function answerApi(table: Record<string, ApiAnswer>): ApiCall[] {
  const calls: ApiCall[] = [];
  server.use(
    http.all('*/api/*', async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      // A path answered null (an empty success) is still answered: look the key up, not the value.
      const key = call.path in table ? call.path : '*' in table ? '*' : null;
      if (key === null) return HttpResponse.json(NOT_FOUND);
      const entry = table[key];
      const data = typeof entry === 'function' ? await (entry as (c: ApiCall, r: Request) => unknown)(call, request) : entry;
      return data instanceof Response ? data : HttpResponse.json(envelope(data));
    }),
  );
  return calls;
}

/** An answer with another HTTP status (a server failure, a gateway error), for a table's function entry. */
export const answerWithStatus = (status: number, body: unknown): Response => HttpResponse.json(body as JsonBodyType, { status });
