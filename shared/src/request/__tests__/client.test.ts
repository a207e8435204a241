import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { bus } from '../../bus';
import type { ApiEnvelope } from '../../codes';
import { setConfig } from '../../config';
import { useLocaleStore } from '../../stores/locale';
import { pageRequest, useSessionStore } from '../../stores/session';
import { guessTimeZone } from '../../timezone';
import {
  alreadyShown,
  ApiError,
  buildUrl,
  fillPath,
  http,
  request,
  setNotifier,
  showError,
  uploadFile,
  type Query,
  type RequestOptions,
} from '../client';

type FetchArgs = [string, RequestInit];

// The transport under http.data (query strings, bodies, headers, the code table), called directly.
const get = (path: string, params?: Query, opts?: RequestOptions) => request('GET', path, { ...opts, params });
const post = (path: string, data?: unknown) => request('POST', path, { data });
const put = (path: string, data?: unknown) => request('PUT', path, { data });
const del = (path: string, params?: Query) => request('DELETE', path, { params });

const envelope = <T>(code: string, data: T = null as T, msg: string | null = null): ApiEnvelope<T> => ({ code, msg, data });

function answer(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response;
}

type FetchFn = (url: string, init: RequestInit) => Promise<Response>;
let fetchMock: Mock<FetchFn>;
let notifier: { info: Mock<(text: string) => void>; error: Mock<(text: string, durationMs?: number) => void> };

function lastCall(): FetchArgs {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  return fetchMock.mock.calls[0] as FetchArgs;
}
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

beforeEach(() => {
  setConfig({ apiBase: 'https://api.example.com/api/' });
  fetchMock = vi.fn<FetchFn>(async () => answer(envelope('00000', { ok: 1 })));
  vi.stubGlobal('fetch', fetchMock);
  notifier = { info: vi.fn<(text: string) => void>(), error: vi.fn<(text: string, durationMs?: number) => void>() };
  setNotifier(notifier);
  useSessionStore.setState({ userToken: 'tok-123' });
  useLocaleStore.setState({ locale: 'en' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  bus.all.clear();
});

describe('URL building', () => {
  it('joins the API base and the path with one slash', async () => {
    await get('/p/user/userInfo');
    expect(lastCall()[0]).toBe('https://api.example.com/api/p/user/userInfo');
  });

  it('adds a path without a leading slash under the base too', () => {
    expect(buildUrl('currency/list')).toBe('https://api.example.com/api/currency/list');
  });

  it('GET puts params in the query string, arrays comma-joined, null and undefined dropped', async () => {
    await get('/dict/data/list', { dictType: 'UNITS_OF_MEASUREMENT', ids: [1, 2, 3], a: null, b: undefined, page: 2, on: true });
    const url = new URL(lastCall()[0]);
    expect(url.origin + url.pathname).toBe('https://api.example.com/api/dict/data/list');
    expect(url.searchParams.get('dictType')).toBe('UNITS_OF_MEASUREMENT');
    expect(url.searchParams.get('ids')).toBe('1,2,3');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('on')).toBe('true');
    expect(url.searchParams.has('a')).toBe(false);
    expect(url.searchParams.has('b')).toBe(false);
    expect(lastCall()[1].method).toBe('GET');
    expect(lastCall()[1].body).toBeUndefined();
  });

  it('GET without any kept param has no "?"', async () => {
    await get('/lang/default', { a: null, b: undefined });
    expect(lastCall()[0]).toBe('https://api.example.com/api/lang/default');
  });

  it('a full URL is not prefixed with the base', () => {
    expect(buildUrl('https://other.example.com/x', { q: 'a b' })).toBe('https://other.example.com/x?q=a+b');
  });
});

describe('common request behaviour', () => {
  it('sends credentials and the authorization token as is (no Bearer)', async () => {
    await get('/p/user/userInfo');
    const [, init] = lastCall();
    expect(init.credentials).toBe('include');
    expect(headersOf(init).authorization).toBe('tok-123');
  });

  it('sends an empty authorization when signed out', async () => {
    useSessionStore.setState({ userToken: '' });
    await get('/lang/default');
    expect(headersOf(lastCall()[1]).authorization).toBe('');
  });

  it('sends the current locale in the Locale header', async () => {
    useLocaleStore.getState().setLocale('zh_CN');
    await get('/webConfig/getPcWebConfig');
    expect(headersOf(lastCall()[1]).Locale).toBe('zh_CN');
  });

  it('sends the guessed time zone in the Time-Zone header', async () => {
    await get('/lang/default');
    expect(headersOf(lastCall()[1])['Time-Zone']).toBe(guessTimeZone());
    expect(headersOf(lastCall()[1])['Time-Zone']).toBeTruthy();
  });

  const clearZoneCookie = () => (document.cookie = 'tz=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
  const freshClient = async () => (await freshClientAs()).fresh;
  /** A client as a new page loads it, with this session token ('' signed out). */
  const freshClientAs = async (userToken?: string) => {
    vi.resetModules();
    const [{ setConfig: setFreshConfig }, { useSessionStore: session }, fresh] = await Promise.all([
      import('../../config'),
      import('../../stores/session'),
      import('../client'),
    ]);
    setFreshConfig({ apiBase: 'https://api.example.com/api/' });
    if (userToken !== undefined) session.setState({ userToken });
    return { fresh, session };
  };

  it("keeps the zone in the tz cookie, for the site server to make the next page's first calls in it", async () => {
    clearZoneCookie();
    const fresh = await freshClient();
    await fresh.request('GET', '/lang/default');
    expect(document.cookie).toContain(`tz=${encodeURIComponent(guessTimeZone())}`);
  });

  it("takes the zone an earlier page kept (no zone data loaded at start), and the browser's own once the page is idle", async () => {
    clearZoneCookie();
    document.cookie = 'tz=Asia/Tokyo; path=/';
    // Kept at another UTC offset than the system's now: the buyer travelled.
    localStorage.setItem('tzOffset', String(new Date().getTimezoneOffset() + 60));
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    const intl = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation((() => ({
      resolvedOptions: () => ({ timeZone: 'Europe/Berlin' }),
    })) as never);
    try {
      const fresh = await freshClient();
      await fresh.request('GET', '/lang/default');
      expect(headersOf(lastCall()[1])['Time-Zone']).toBe('Asia/Tokyo');
      expect(intl).not.toHaveBeenCalled();
      // The buyer travelled: the idle check finds the browser's zone and keeps it.
      idle.forEach((fn) => fn());
      expect(document.cookie).toMatch(/tz=Europe(\/|%2F)Berlin/);
      await fresh.request('GET', '/lang/default');
      expect(headersOf(fetchMock.mock.calls[1]![1])['Time-Zone']).toBe('Europe/Berlin');
    } finally {
      intl.mockRestore();
      vi.unstubAllGlobals();
      localStorage.removeItem('tzOffset');
      clearZoneCookie();
    }
  });

  it('checks the kept zone at idle without loading zone data while the UTC offset is the one it was guessed at', async () => {
    clearZoneCookie();
    document.cookie = 'tz=Asia/Tokyo; path=/';
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    const intl = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation((() => ({
      resolvedOptions: () => ({ timeZone: 'Europe/Berlin' }),
    })) as never);
    const offset = new Date().getTimezoneOffset();
    try {
      // The sign-in that kept Asia/Tokyo kept the offset it was guessed at: the same as now.
      localStorage.setItem('tzOffset', String(offset));
      let fresh = await freshClient();
      await fresh.request('GET', '/lang/default');
      idle.splice(0).forEach((fn) => fn());
      expect(intl).not.toHaveBeenCalled();
      expect(document.cookie).toContain('tz=Asia');
      // Another offset (the buyer travelled): guessed at idle, kept with the offset of now.
      localStorage.setItem('tzOffset', String(offset + 60));
      fresh = await freshClient();
      await fresh.request('GET', '/lang/default');
      idle.splice(0).forEach((fn) => fn());
      expect(intl).toHaveBeenCalledTimes(1);
      expect(document.cookie).toMatch(/tz=Europe(\/|%2F)Berlin/);
      expect(localStorage.getItem('tzOffset')).toBe(String(offset));
    } finally {
      intl.mockRestore();
      vi.unstubAllGlobals();
      localStorage.removeItem('tzOffset');
      clearZoneCookie();
    }
  });

  it('guesses at once over a kept value that is no zone name', async () => {
    clearZoneCookie();
    document.cookie = `tz=${encodeURIComponent('<b>x</b>')}; path=/`;
    const fresh = await freshClient();
    await fresh.request('GET', '/lang/default');
    expect(headersOf(lastCall()[1])['Time-Zone']).toBe(guessTimeZone());
    expect(document.cookie).toContain(`tz=${encodeURIComponent(guessTimeZone())}`);
  });

  it('guesses the zone once, on the first request that goes to the network (a page served with its data does not pay for it)', async () => {
    clearZoneCookie();
    const { fresh } = await freshClientAs('tok-123');
    const intl = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation((() => {
      throw new RangeError('no ICU');
    }) as never);
    (globalThis as Record<string, unknown>).__MALL_PRELOAD__ = {
      locale: 'en',
      shared: ['https://api.example.com/api/lang/default'],
      responses: { 'https://api.example.com/api/lang/default': envelope('00000', { langItemList: [] }) },
    };
    try {
      await fresh.request('GET', '/lang/default');
      expect(intl).not.toHaveBeenCalled();
      await fresh.request('GET', '/lang/default');
      await fresh.request('POST', '/logOut');
      expect(intl).toHaveBeenCalledTimes(1);
      // Intl threw: the header says America/New_York.
      expect(fetchMock.mock.calls.map(([, init]) => headersOf(init)['Time-Zone'])).toEqual(['America/New_York', 'America/New_York']);
    } finally {
      delete (globalThis as Record<string, unknown>).__MALL_PRELOAD__;
      intl.mockRestore();
      clearZoneCookie();
    }
  });

  it("leaves a signed-out page's requests without a zone and guesses nothing (no zone data on a public page's start-up)", async () => {
    clearZoneCookie();
    const { fresh } = await freshClientAs('');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    const intl = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation((() => ({
      resolvedOptions: () => ({ timeZone: 'Asia/Shanghai' }),
    })) as never);
    try {
      await fresh.request('GET', '/search/hotSearch');
      await fresh.request('GET', '/search/hotSearch');
      idle.forEach((fn) => fn());
      expect(intl).not.toHaveBeenCalled();
      expect(headersOf(fetchMock.mock.calls.at(-1)![1])['Time-Zone']).toBeUndefined();
      expect(document.cookie).not.toContain('tz=');
    } finally {
      intl.mockRestore();
      vi.unstubAllGlobals();
      clearZoneCookie();
    }
  });

  it('a signed-in request guesses the zone at once when no page kept it', async () => {
    clearZoneCookie();
    const { fresh, session: freshSession } = await freshClientAs('');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    try {
      await fresh.request('GET', '/search/hotSearch');
      expect(headersOf(fetchMock.mock.calls.at(-1)![1])['Time-Zone']).toBeUndefined();
      freshSession.setState({ userToken: 'tok-9' });
      await fresh.request('GET', '/p/user/centerInfo');
      expect(headersOf(fetchMock.mock.calls.at(-1)![1])['Time-Zone']).toBe(guessTimeZone());
    } finally {
      vi.unstubAllGlobals();
      clearZoneCookie();
    }
  });

  it('signing in (a signed-out POST) carries the zone: the new session takes it', async () => {
    clearZoneCookie();
    const { fresh } = await freshClientAs('');
    vi.stubGlobal('requestIdleCallback', () => undefined);
    try {
      await fresh.request('POST', '/login', { data: { userName: 'buyer', passWord: 'x' } });
      expect(headersOf(fetchMock.mock.calls.at(-1)![1])['Time-Zone']).toBe(guessTimeZone());
    } finally {
      vi.unstubAllGlobals();
      clearZoneCookie();
    }
  });

  it('POST with a string body sends it as is', async () => {
    await post('/login', 'raw-body-text');
    const [url, init] = lastCall();
    expect(url).toBe('https://api.example.com/api/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('raw-body-text');
    expect(init.credentials).toBe('include');
  });

  it('PUT with an object sends JSON with a content type', async () => {
    await put('/p/address/updateAddr', { addrId: 7, addr: 'Main Street 1' });
    const [, init] = lastCall();
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ addrId: 7, addr: 'Main Street 1' });
    expect(headersOf(init)['Content-Type']).toBe('application/json');
  });

  it('DELETE uses the DELETE method with params in the query', async () => {
    await del('/p/cart/deleteItem', { basketIds: [4, 5] });
    const [url, init] = lastCall();
    expect(init.method).toBe('DELETE');
    expect(new URL(url).searchParams.get('basketIds')).toBe('4,5');
  });
});

describe('response code table', () => {
  it('00000 resolves with the envelope', async () => {
    const env = envelope('00000', { accessToken: 'abc' });
    fetchMock.mockResolvedValueOnce(answer(env));
    await expect(post('/login', '{}')).resolves.toEqual(env);
    expect(notifier.info).not.toHaveBeenCalled();
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('A00002 resolves with the envelope silently', async () => {
    const env = envelope('A00002', [1, 2]);
    fetchMock.mockResolvedValueOnce(answer(env));
    await expect(get('/x')).resolves.toEqual(env);
    expect(notifier.info).not.toHaveBeenCalled();
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('an unknown code (A03002) resolves as is', async () => {
    const env = envelope('A03002', null, 'Do not submit the order repeatedly');
    fetchMock.mockResolvedValueOnce(answer(env));
    await expect(post('/p/order/submit', '{}')).resolves.toEqual(env);
    expect(notifier.info).not.toHaveBeenCalled();
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('A00004 emits show-login on the bus and rejects', async () => {
    const onShow = vi.fn();
    bus.on('show-login', onShow);
    fetchMock.mockResolvedValueOnce(answer(envelope('A00004', null, 'not logged in')));
    const err = await get('/p/user/userInfo').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('A00004');
    expect(onShow).toHaveBeenCalledTimes(1);
  });

  it("a merchant call sends the merchant's token, and its A00004 does not sign the buyer out", async () => {
    const onShow = vi.fn();
    bus.on('show-login', onShow);
    fetchMock.mockResolvedValueOnce(answer(envelope('A00004', null, 'not logged in')));
    const err = await get('/merchant/info', undefined, { merchantToken: 'm-token' }).catch((e: unknown) => e);
    expect(headersOf(lastCall()[1]).authorization).toBe('m-token');
    expect(err).toBeInstanceOf(ApiError);
    expect([(err as ApiError).code, (err as ApiError).shown]).toEqual(['A00004', false]);
    expect(onShow).not.toHaveBeenCalled();
    bus.off('show-login', onShow);
  });

  it('A00001 shows the server msg with notifier.info and rejects with ApiError', async () => {
    fetchMock.mockResolvedValueOnce(answer(envelope('A00001', null, 'Insufficient inventory')));
    const err = await post('/p/cart/add', '{}').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('A00001');
    expect((err as ApiError).message).toBe('Insufficient inventory');
    expect(notifier.info).toHaveBeenCalledWith('Insufficient inventory');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('A00005 shows the msg as an error for 1500 ms, logs it and rejects', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(answer(envelope('A00005', null, 'NullPointerException')));
    const err = await request('GET', '/boom').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('A00005');
    expect(notifier.error).toHaveBeenCalledWith('NullPointerException', 1500);
    expect(log).toHaveBeenCalled();
  });

  it('a network error is logged, shows the dozing-off notice and is rethrown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const netErr = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValueOnce(netErr);
    await expect(get('/lang/default')).rejects.toBe(netErr);
    expect(log).toHaveBeenCalled();
    expect(notifier.error).toHaveBeenCalledTimes(1);
    expect(notifier.error.mock.calls[0][0]).toMatch(/dozing off/i);
    expect(notifier.error.mock.calls[0][1]).toBe(1500);
    expect(alreadyShown(netErr)).toBe(true);
  });
});

describe('http.data: the data of a contract call, one "already shown" rule', () => {
  it('calls the route of the contract with its query and answers the data', async () => {
    fetchMock.mockResolvedValueOnce(answer(envelope('00000', { orderNumber: '123456' })));
    await expect(http.data('GET /p/prodComm/orderItems', { query: { orderNumber: '123456' } })).resolves.toEqual({ orderNumber: '123456' });
    const [url, init] = lastCall();
    expect(url).toBe('https://api.example.com/api/p/prodComm/orderItems?orderNumber=123456');
    expect(init.method).toBe('GET');
  });

  it('sends the body of a POST as JSON', async () => {
    fetchMock.mockResolvedValueOnce(answer(envelope('00000', true)));
    await http.data('POST /p/file/discard', { body: { fileKey: 'comment-image/1' } });
    const [, init] = lastCall();
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ fileKey: 'comment-image/1' });
  });

  it('fills path parameters, encoded', () => {
    expect(fillPath('/p/rfq/close/:rfqNumber', { rfqNumber: 'R 1/2' })).toBe('/p/rfq/close/R%201%2F2');
    expect(() => fillPath('/p/rfq/close/:rfqNumber', {})).toThrow(/rfqNumber/);
  });

  it('rejects any other code with an ApiError the page has to show (A00013, A00014 with its field, A03002)', async () => {
    for (const code of ['A00013', 'A00014', 'A03002']) {
      fetchMock.mockResolvedValueOnce(answer(envelope(code, { field: 'orderNumber' }, `refused ${code}`)));
      const err = await http.data('GET /p/prodComm/orderItems', { query: { orderNumber: '123456' } }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ code, message: `refused ${code}`, shown: false, envelope: { data: { field: 'orderNumber' } } });
      expect(alreadyShown(err)).toBe(false);
    }
    expect(notifier.info).not.toHaveBeenCalled();
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('A00001, A00004 and A00005 were shown by the client: showError does not show them a second time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shown: string[] = [];
    for (const code of ['A00001', 'A00004', 'A00005']) {
      fetchMock.mockResolvedValueOnce(answer(envelope(code, null, `server says ${code}`)));
      const err = await http.data('GET /p/prodComm/orderItems', { query: { orderNumber: '123456' } }).catch((e: unknown) => e);
      expect(alreadyShown(err)).toBe(true);
      showError(err, (text) => shown.push(text));
    }
    expect(shown).toEqual([]);
    expect(notifier.info).toHaveBeenCalledTimes(1);
    expect(notifier.error).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(answer(envelope('A03010', null, 'Out of stock')));
    showError(await http.data('POST /p/file/discard', { body: { fileKey: 'k' } }).catch((e: unknown) => e), (text) => shown.push(text));
    expect(shown).toEqual(['Out of stock']);
  });
});

describe('uploadFile', () => {
  it('PUTs the file to the full URL without credentials', async () => {
    fetchMock.mockResolvedValueOnce(answer(null, 200));
    const file = new Blob(['hello'], { type: 'image/png' });
    await uploadFile('https://bucket.example.com/upload/a.png?sig=1', file);
    const [url, init] = lastCall();
    expect(url).toBe('https://bucket.example.com/upload/a.png?sig=1');
    expect(init.method).toBe('PUT');
    expect(init.credentials).toBe('omit');
    expect(init.body).toBe(file);
    expect(headersOf(init)['Content-Type']).toBe('image/png');
    expect(headersOf(init).authorization).toBeUndefined();
  });

  it('rejects and notifies when the upload answer is not ok', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(answer(null, 403));
    const err = await uploadFile('https://bucket.example.com/u', new Blob(['x'])).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(String(err)).toMatch(/403/);
    expect(notifier.error).toHaveBeenCalled();
    expect(alreadyShown(err)).toBe(true);
  });

  it("rejects a refusal of the bytes with the server's words, for the page to show", async () => {
    fetchMock.mockResolvedValueOnce(answer(envelope('A00001', null, 'Wrong file format'), 400));
    const err = await uploadFile('https://example.com/api/file/put/k?token=t', new Blob(['x'])).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'A00001', message: 'Wrong file format', shown: false });
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('uploadFile with progress', () => {
  /** A stand-in XMLHttpRequest: reports two progress steps, then the server's answer. */
  function fakeXhr(status: number, body: string) {
    const sent: { url: string; headers: Record<string, string>; body: unknown; credentials: boolean }[] = [];
    class FakeXhr {
      upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      status = 0;
      responseText = '';
      withCredentials = true;
      private url = '';
      private headers: Record<string, string> = {};
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send(data: unknown) {
        sent.push({ url: this.url, headers: this.headers, body: data, credentials: this.withCredentials });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
        this.status = status;
        this.responseText = body;
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    return sent;
  }

  it('reports the share of bytes sent and PUTs without credentials', async () => {
    const sent = fakeXhr(200, '');
    const steps: number[] = [];
    const file = new Blob(['0123456789'], { type: 'image/png' });
    await uploadFile('https://bucket.example.com/u?sig=1', file, 'image/png', (p) => steps.push(p));
    expect(steps).toEqual([50, 100]);
    expect(sent[0]).toMatchObject({
      url: 'https://bucket.example.com/u?sig=1',
      headers: { 'Content-Type': 'image/png' },
      body: file,
      credentials: false,
    });
  });

  it("a refusal of the bytes rejects with the server's words", async () => {
    fakeXhr(400, JSON.stringify(envelope('A00001', null, 'The file is too large')));
    const err = await uploadFile('https://example.com/api/file/put/k', new Blob(['x']), 'image/png', () => {}).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'A00001', message: 'The file is too large', shown: false });
  });
});

describe('guessTimeZone', () => {
  it('returns the zone Intl resolves', () => {
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation((() => ({
      resolvedOptions: () => ({ timeZone: 'Asia/Shanghai' }),
    })) as never);
    expect(guessTimeZone()).toBe('Asia/Shanghai');
  });

  it('returns America/New_York when Intl throws', () => {
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation((() => {
      throw new RangeError('no ICU');
    }) as never);
    expect(guessTimeZone()).toBe('America/New_York');
  });

  it('returns America/New_York when Intl gives an empty zone', () => {
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation((() => ({
      resolvedOptions: () => ({ timeZone: '' }),
    })) as never);
    expect(guessTimeZone()).toBe('America/New_York');
  });
});

describe('initial data written into the page by the server', () => {
  const url = 'https://api.example.com/api/prod/prodInfo?prodId=7';
  const setInitial = (locale: string) =>
    ((globalThis as Record<string, unknown>).__MALL_PRELOAD__ = { locale, responses: { [url]: envelope('00000', { prodId: 7 }) } });
  afterEach(() => delete (globalThis as Record<string, unknown>).__MALL_PRELOAD__);

  it('answers the first matching GET of a signed-out visitor without the network, then fetches again', async () => {
    useSessionStore.setState({ userToken: '' });
    setInitial('en');
    expect((await get('/prod/prodInfo', { prodId: 7 })).data).toEqual({ prodId: 7 });
    expect(fetchMock).not.toHaveBeenCalled();
    await get('/prod/prodInfo', { prodId: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not used for a signed-in buyer (their answer may differ) or in another locale', async () => {
    setInitial('en');
    await get('/prod/prodInfo', { prodId: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    useSessionStore.setState({ userToken: '' });
    setInitial('zh_CN');
    await get('/prod/prodInfo', { prodId: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('names a first call by contract route exactly as the page requests it (callPath: what a server entry lists)', async () => {
    expect(http.callPath('GET /prod/prodInfo', { query: { prodId: 7 } })).toBe('/prod/prodInfo?prodId=7');
    expect(http.callPath('GET /p/myOrder/myOrder', { query: { status: 1, current: 1, size: 10 } })).toBe(
      '/p/myOrder/myOrder?status=1&current=1&size=10',
    );
    expect(http.callPath('GET /p/shopCart/info')).toBe('/p/shopCart/info');
    // The page's own request goes to the same URL below the API prefix.
    useSessionStore.setState({ userToken: '' });
    await http.data('GET /p/myOrder/myOrder', { query: { status: 1, current: 1, size: 10 } }).catch(() => undefined);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('https://api.example.com/api' + '/p/myOrder/myOrder?status=1&current=1&size=10');
  });

  it("lets a query's first render read it by contract route, without taking it (peekCall / peekData)", async () => {
    useSessionStore.setState({ userToken: '' });
    setInitial('en');
    expect(http.peekCall('GET /prod/prodInfo', { query: { prodId: 7 } })).toEqual(envelope('00000', { prodId: 7 }));
    expect(http.peekData('GET /prod/prodInfo', { query: { prodId: 7 } })).toEqual({ prodId: 7 });
    expect(http.peekData('GET /prod/prodInfo', { query: { prodId: 8 } })).toBeUndefined();
    // Peeking again gives the same answer (a render may run twice).
    expect(http.peekData('GET /prod/prodInfo', { query: { prodId: 7 } })).toEqual({ prodId: 7 });
  });

  it('gives a shown answer to no later fetch: a refetch (after a follow, a cancel) reaches the server', async () => {
    useSessionStore.setState({ userToken: '' });
    setInitial('en');
    expect(http.peekData('GET /prod/prodInfo', { query: { prodId: 7 } })).toEqual({ prodId: 7 });
    await http.data('GET /prod/prodInfo', { query: { prodId: 7 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Not shown by any query: the first fetch takes it, without the network.
    setInitial('en');
    await http.data('GET /prod/prodInfo', { query: { prodId: 7 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  describe("a signed-in buyer's page, made with their token cookie (personal)", () => {
    const setPersonal = () =>
      ((globalThis as Record<string, unknown>).__MALL_PRELOAD__ = {
        locale: 'en',
        personal: true,
        shared: [],
        responses: { [url]: envelope('00000', { prodId: 7, collected: true }) },
      });
    /** A page requested with this token cookie, and the buyer holding it. */
    const signIn = (token: string) => {
      pageRequest.token = token;
      useSessionStore.setState({ userToken: token });
    };
    afterEach(() => {
      pageRequest.token = undefined;
      useSessionStore.setState({ userToken: '' });
    });

    it('answers the buyer who holds the token it was made with, without the network', async () => {
      signIn('tok-a');
      setPersonal();
      expect(http.peekData('GET /prod/prodInfo', { query: { prodId: 7 } })).toEqual({ prodId: 7, collected: true });
      setPersonal();
      expect((await get('/prod/prodInfo', { prodId: 7 })).data).toEqual({ prodId: 7, collected: true });
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('is never given to a signed-out visitor, nor to a saved token other than the cookie the page was requested with', async () => {
      setPersonal();
      expect(http.peekCall('GET /prod/prodInfo', { query: { prodId: 7 } })).toBeUndefined();
      // Requested with one buyer's cookie, while the page holds another's saved token.
      pageRequest.token = 'tok-a';
      useSessionStore.setState({ userToken: 'tok-b' });
      expect(http.peekCall('GET /prod/prodInfo', { query: { prodId: 7 } })).toBeUndefined();
      await get('/prod/prodInfo', { prodId: 7 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('is dropped when the buyer signs out or another buyer signs in in the page', () => {
      signIn('tok-a');
      setPersonal();
      signIn('tok-c');
      signIn('tok-a');
      expect(http.peekCall('GET /prod/prodInfo', { query: { prodId: 7 } })).toBeUndefined();
    });
  });

  it('gives no data for a refusal written into the page, but its envelope to a page that shows it', () => {
    useSessionStore.setState({ userToken: '' });
    (globalThis as Record<string, unknown>).__MALL_PRELOAD__ = {
      locale: 'en',
      responses: { [url]: envelope('A00013', null, 'No such product') },
    };
    expect(http.peekData('GET /prod/prodInfo', { query: { prodId: 7 } })).toBeUndefined();
    expect(http.peekCall('GET /prod/prodInfo', { query: { prodId: 7 } })?.code).toBe('A00013');
  });
});
