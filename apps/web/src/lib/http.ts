import { HTTP_TIMEOUT_MS, REPEAT_SUBMIT_SIZE_LIMIT, REPEAT_SUBMIT_WINDOW_MS } from '@netshop/contract/constants';
import { API } from '@netshop/contract/api-paths';
import { bootKey } from '@netshop/contract/boot';
import { type Envelope } from '@netshop/contract/envelope';

// The HTTP client of docs/product.md#calls/#errors. Environment-agnostic: everything it needs from the app
// (token, language, alerts, the login redirect, translations) comes in through hooks.

export type AlertKind = 'error' | 'warning' | 'success' | 'info';

export interface HttpHooks {
  getToken(): string | undefined;
  getLangId(): number | string | undefined;
  notify(kind: AlertKind, message: string): void;
  /** Saves the current route, clears the token and goes to /login (docs/product.md#states session expiry). */
  onUnauthorized(): void | Promise<void>;
  /** Translates a key of the `http` namespace, e.g. `http.timeout`. */
  t(key: string, vars?: Record<string, unknown>): string;
}

export interface RequestConfig {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  params?: Record<string, unknown>;
  data?: unknown;
  /** isToken: 'false' (or false) sends no bearer token; repeatSubmit: false skips the duplicate guard. */
  headers?: Record<string, string | boolean | undefined>;
  responseType?: 'json' | 'blob' | 'arraybuffer';
  signal?: AbortSignal;
  /**
   * Envelope codes the caller explains itself (e.g. 409 "another agent took it first"): rejected
   * as usual, without the generic alert, so the person sees one message, not two.
   */
  quiet?: readonly number[];
  /** Network errors reject without an alert (docs/product.md#errors: upload network errors are silently ignored). */
  silentNetwork?: boolean;
}

/** A rejected call: the envelope code (or HTTP status) and the message already shown. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly kind: 'api' | 'network' | 'timeout' | 'status' | 'repeat',
    readonly data?: unknown,
    /**
     * The server's own message when the code-message table put a generic one in `message`
     * (docs/product.md#errors: 403 → "no permission"); a caller that knows why a 403 happens
     * (a suspended company, ADR 0045) shows this one instead.
     */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

/**
 * The data of a successful answer (code 200); anything else rejects with the envelope's message.
 * The client shows a code-500 message and still passes the envelope through (docs/product.md#calls/#errors), so every
 * feature's API function unwraps here and never takes a failed call (data: null) for success.
 */
export async function unwrap<T>(call: Promise<Envelope<T>>): Promise<T> {
  return (await unwrapWithMsg(call)).data;
}

/** As unwrap, with the server's localized message of the success (for the alert queue). */
export async function unwrapWithMsg<T>(call: Promise<Envelope<T>>): Promise<{ data: T; msg: string }> {
  const res = await call;
  if (res.code !== 200) throw new HttpError(res.msg, res.code, 'api', res.data);
  return { data: res.data, msg: res.msg };
}

export interface HttpClientOptions {
  baseUrl: string;
  hooks: HttpHooks;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** An answer the server inlined into the page for this GET (ADR 0009), used instead of fetching. */
  preloaded?: (key: string) => Envelope<unknown> | undefined;
}

export function buildQuery(params?: Record<string, unknown>): string {
  if (!params) return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((x) => q.append(k, String(x)));
    else if (typeof v === 'object') q.append(k, JSON.stringify(v));
    else q.append(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

function byteLength(s: string) {
  return new TextEncoder().encode(s).length;
}

/** A request's headers: JSON, the session's token (unless `isToken: false`), the language, and the caller's own. */
function requestHeaders(config: RequestConfig, hooks: HttpHooks): Record<string, string> {
  const { isToken, repeatSubmit: _repeat, ...custom } = config.headers ?? {};
  const headers: Record<string, string> = { Accept: 'application/json' };
  for (const [k, v] of Object.entries(custom)) if (v !== undefined) headers[k] = String(v);
  const token = hooks.getToken();
  if (token && String(isToken) !== 'false') headers.Authorization = `Bearer ${token}`;
  const langId = hooks.getLangId();
  if (langId !== undefined && langId !== null && langId !== '') headers.Lang = String(langId);
  return headers;
}

/** An answer's body as the envelope; undefined when it is none (empty, an HTML error page, JSON without a code). */
function envelopeOf<T>(text: string): Envelope<T> | undefined {
  try {
    const parsed = text ? JSON.parse(text) : undefined;
    if (parsed && typeof parsed === 'object' && 'code' in parsed) return parsed as Envelope<T>;
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * The fetch, given up after `timeoutMs` or when the caller aborts. A timeout or a network failure
 * is said to the buyer (a network one unless `silentNetwork`) and thrown as an HttpError; the
 * caller's own abort is thrown as it came. The timer runs on until the caller has read the body.
 */
async function send(doFetch: typeof fetch, url: string, init: RequestInit, timeoutMs: number, config: RequestConfig, hooks: HttpHooks) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  config.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  try {
    return { res: await doFetch(url, { ...init, signal: controller.signal }), timer };
  } catch (err) {
    clearTimeout(timer);
    if (timedOut) {
      const m = hooks.t('http.timeout');
      hooks.notify('error', m);
      throw new HttpError(m, 0, 'timeout');
    }
    if (config.signal?.aborted) throw err;
    const m = hooks.t('http.network');
    if (!config.silentNetwork) hooks.notify('error', m);
    throw new HttpError(m, 0, 'network');
  }
}

export function createHttpClient(opts: HttpClientOptions) {
  const { hooks } = opts;
  const timeoutMs = opts.timeoutMs ?? HTTP_TIMEOUT_MS;
  const doFetch = opts.fetchImpl ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const now = opts.now ?? Date.now;
  let lastSubmit: { key: string; time: number } | undefined;
  let unauthorizedPending = false;

  const codeMessage = (code: number): string | undefined =>
    code === 401 ? hooks.t('http.401') : code === 403 ? hooks.t('http.403') : code === 404 ? hooks.t('http.404') : undefined;

  async function handleUnauthorized(): Promise<void> {
    if (unauthorizedPending) return; // handled once; repeats are suppressed while it is pending
    unauthorizedPending = true;
    try {
      hooks.notify('error', hooks.t('http.sessionExpired'));
      await hooks.onUnauthorized();
    } finally {
      unauthorizedPending = false;
    }
  }

  async function request<T = unknown>(config: RequestConfig): Promise<Envelope<T>> {
    const method = config.method ?? 'GET';
    const repeatSubmit = config.headers?.repeatSubmit;
    const headers = requestHeaders(config, hooks);

    let url = opts.baseUrl + config.url;
    let body: BodyInit | undefined;
    if (method === 'GET' || method === 'DELETE') {
      url += buildQuery(config.params);
      // Inlined answers are anonymous: a request that carries a session always asks the server.
      const hit = method === 'GET' && !headers.Authorization ? opts.preloaded?.(bootKey(headers.Lang, config.url + buildQuery(config.params))) : undefined;
      if (hit && hit.code === 200) return hit as Envelope<T>;
    } else if (config.data instanceof FormData) {
      body = config.data;
    } else if (config.data !== undefined) {
      headers['Content-Type'] = 'application/json;charset=utf-8';
      body = JSON.stringify(config.data);
    }

    if ((method === 'POST' || method === 'PUT') && String(repeatSubmit) !== 'false') {
      const payload = typeof body === 'string' ? body : '';
      if (byteLength(payload) < REPEAT_SUBMIT_SIZE_LIMIT) {
        const key = `${url} ${payload}`;
        const t = now();
        if (lastSubmit && lastSubmit.key === key && t - lastSubmit.time < REPEAT_SUBMIT_WINDOW_MS) {
          throw new HttpError(hooks.t('http.repeatSubmit'), 0, 'repeat');
        }
        lastSubmit = { key, time: t };
      }
    }

    const { res, timer } = await send(doFetch, url, { method, headers, body }, timeoutMs, config, hooks);
    try {
      if (config.responseType === 'blob' || config.responseType === 'arraybuffer') {
        if (res.ok) {
          const raw = config.responseType === 'blob' ? await res.blob() : await res.arrayBuffer();
          return raw as unknown as Envelope<T>;
        }
      }
      const payload = envelopeOf<T>(await res.text());
      if (!payload) {
        if (res.status === 401) {
          await handleUnauthorized();
          throw new HttpError(hooks.t('http.sessionExpired'), 401, 'api');
        }
        const m = hooks.t('http.status', { status: res.status });
        hooks.notify('error', m);
        throw new HttpError(m, res.status, 'status');
      }
      // Login-user answers are the caller's to interpret (docs/product.md#calls): a failed one logs the buyer out quietly.
      if (config.url.includes(API.account.loginUser.pattern)) return payload;

      const code = payload.code ?? 200;
      const msg = codeMessage(code) || payload.msg || hooks.t('http.default');
      if (code === 200) return payload;
      if (code === 401) {
        await handleUnauthorized();
        throw new HttpError(hooks.t('http.sessionExpired'), 401, 'api');
      }
      if (code === 500) {
        hooks.notify('error', msg);
        return payload;
      }
      if (code === 601) {
        hooks.notify('warning', msg);
        throw new HttpError(msg, 601, 'api', payload.data);
      }
      if (!config.quiet?.includes(code)) hooks.notify('error', msg);
      throw new HttpError(msg, code, 'api', payload.data, payload.msg || undefined);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    request,
    get: <T>(url: string, params?: Record<string, unknown>, extra?: Omit<RequestConfig, 'url' | 'params'>) =>
      request<T>({ ...extra, url, params, method: 'GET' }),
    post: <T>(url: string, data?: unknown, extra?: Omit<RequestConfig, 'url' | 'data'>) => request<T>({ ...extra, url, data, method: 'POST' }),
    put: <T>(url: string, data?: unknown, extra?: Omit<RequestConfig, 'url' | 'data'>) => request<T>({ ...extra, url, data, method: 'PUT' }),
    del: <T>(url: string, params?: Record<string, unknown>, extra?: Omit<RequestConfig, 'url' | 'params'>) =>
      request<T>({ ...extra, url, params, method: 'DELETE' }),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
