import type { AxiosInstance, AxiosResponse, AxiosStatic } from 'axios';
import { HttpError, ResponseShapeError } from './http-error';
import type * as PrimedAnswersReader from './primed-answers';
import { retryDelayMs, shouldRetry } from './retry-policy';

export { HttpError, ResponseShapeError } from './http-error';
export { RETRYABLE_STATUSES, maxRetries, shouldRetry, retryDelayMs } from './retry-policy';

/**
 * Anything with zod's `safeParse` (a zod or zod/mini schema): the client parses each successful
 * response with it and fails with a `ResponseShapeError` naming the fields that did not fit.
 */
export interface ResponseSchema<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions<T> {
  method: HttpMethod;
  url: string;
  data?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /**
   * zod schema of a successful response body; the result is parsed with it. Or a function that
   * loads the schema (`() => import('./schemas').then((m) => m.thing)`): it is called when the
   * request starts and loads beside it, so zod need not be downloaded before a page's first render.
   */
  schema?: ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);
  /** Retry count for this call; see the retry policy for when it applies. */
  retries?: number;
  /** Sent as `Idempotency-Key`; lets the server answer a repeated call with the first result. */
  idempotencyKey?: string;
  /** Attach the customer's bearer token (refreshed first when it has expired). */
  auth?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  responseType?: 'json' | 'blob' | 'text';
}

/** Supplies a valid access token for `auth: true` calls (the account store registers one). */
export type AccessTokenProvider = () => Promise<string | null>;

export interface HttpClientOptions {
  baseURL?: string;
  /** Injected in tests to skip waiting between attempts. */
  sleep?: (ms: number) => Promise<void>;
  defaultTimeoutMs?: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * axios is a chunk of its own that no page's first render waits for: the host starts its download
 * beside the page's own files (`preloadHttpClient`), and the first request awaits it. Loaded only
 * on the first request, it put its download (20 KB gzip, two round trips) between the skeleton and
 * the content: +0.35 s to the content on slow 4G (docs/architecture.md, page weight).
 */
let axiosModule: Promise<AxiosStatic> | null = null;
function loadAxios(): Promise<AxiosStatic> {
  axiosModule ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    (m) => m.default,
    (error: unknown) => {
      // A failed download (network, deploy) is tried again with the next request.
      axiosModule = null;
      throw error;
    },
  );
  return axiosModule;
}

/** Starts downloading the HTTP client now, without waiting for it (the host calls it at start). */
export function preloadHttpClient(): void {
  loadAxios().catch(() => undefined);
}

/** The element the server writes a page's primed answers into (the API's shop-pages/server-render/primed-answers.ts). */
export const PRIMED_ANSWERS_ELEMENT_ID = 'shop-primed-answers';
/**
 * How long after the page began to load a primed answer may stand for a request (ms): it is what
 * the first view of the page asks for, not what a customer who comes back to it later should see.
 */
export const PRIMED_ANSWERS_TTL_MS = 10_000;

type PrimedLookup = ReturnType<typeof PrimedAnswersReader.primedLookup>;
let primed: Promise<PrimedLookup | null> | null | undefined;
/** Set while the server renders a page (host/src/server-render/render.tsx): the answers it primes the page with. */
let serverRender: { lookup: Promise<PrimedLookup | null> } | null = null;

/**
 * The answers the server wrote into this page, once their reader has loaded (a chunk of its own,
 * fetched only on a page that has them); null when there are none or the first view is over.
 */
function primedAnswers(): Promise<PrimedLookup | null> | null {
  if (serverRender) return serverRender.lookup;
  if (typeof document === 'undefined' || performance.now() >= PRIMED_ANSWERS_TTL_MS) return null;
  if (primed === undefined) {
    const text = document.getElementById(PRIMED_ANSWERS_ELEMENT_ID)?.textContent;
    primed = text
      ? import(/* webpackChunkName: "primed-answers" */ './primed-answers').then(
          (m) => m.primedLookup(text),
          () => null,
        )
      : null;
  }
  return primed;
}

/**
 * Whether the server primed this page with answers its first view may take instead of asking the
 * API; starts loading their reader.
 */
export function hasPrimedAnswers(): boolean {
  return primedAnswers() !== null;
}

/**
 * Server rendering: the page's primed answers (the JSON text the server writes into the page) stand
 * for its requests during the render, as they do in the browser; a request they do not answer fails
 * at once (the server asks no one), and the page renders what it shows without it, as the browser
 * does before an answer. `endServerRender` ends it.
 */
export function beginServerRender(text: string | null): void {
  serverRender = {
    lookup: text
      ? import(/* webpackChunkName: "primed-answers" */ './primed-answers').then((m) => m.primedLookup(text))
      : Promise.resolve(null),
  };
}

export function endServerRender(): void {
  serverRender = null;
}

/** Forgets the answers read from the page (tests load several pages into one document). */
export function forgetPrimedAnswers(): void {
  primed = undefined;
}

/** Parses a successful response body with the call's schema, if it has one. */
async function parseBody<T>(
  method: HttpMethod,
  url: string,
  body: unknown,
  schema: ResponseSchema<T> | Promise<ResponseSchema<T>> | undefined,
): Promise<T> {
  if (!schema) return body as T;
  const parsed = (await schema).safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((i) => `${i.path.map(String).join('.') || '(body)'}: ${i.message}`)
      .join('; ');
    throw new ResponseShapeError(method, url, issues);
  }
  return parsed.data;
}

export function createHttpClient(options: HttpClientOptions = {}) {
  let baseURL = options.baseURL ?? '';
  let instance: Promise<{ axios: AxiosStatic; instance: AxiosInstance }> | null = null;
  const client = () =>
    (instance ??= loadAxios().then(
      (axios) => ({
        axios,
        instance: axios.create({
          timeout: options.defaultTimeoutMs ?? 15_000,
          // Every status comes back as a response; the client decides what is an error.
          validateStatus: () => true,
        }),
      }),
      (error: unknown) => {
        instance = null;
        throw error;
      },
    ));
  const sleep = options.sleep ?? defaultSleep;
  let tokenProvider: AccessTokenProvider | null = null;

  async function call<T>(opts: CallOptions<T>): Promise<T> {
    const method = opts.method.toUpperCase() as HttpMethod;
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
    if (opts.auth) {
      const token = tokenProvider ? await tokenProvider() : null;
      if (!token) throw new HttpError(method, opts.url, 401, { message: 'not logged in', code: 'unauthenticated' });
      headers.Authorization = `Bearer ${token}`;
    }
    const hasIdempotencyKey = Boolean(headers['Idempotency-Key']);
    const schema = typeof opts.schema === 'function' ? opts.schema() : opts.schema;
    // A schema that fails to load is reported when it is needed (after a 2xx), not as unhandled.
    Promise.resolve(schema).catch(() => undefined);
    // A public, read-only request the server answered in the page, during its first view: no request, no axios.
    const primable =
      (method === 'GET' || method === 'POST') &&
      !opts.auth &&
      !hasIdempotencyKey &&
      (opts.responseType ?? 'json') === 'json';
    const lookup = primable ? await primedAnswers() : null;
    const answer = lookup?.(
      method,
      opts.url,
      opts.params,
      headers.Accept ?? 'application/json',
      method === 'POST' ? (opts.data ?? null) : undefined,
    );
    if (answer) return parseBody(method, opts.url, answer.body, schema);
    if (serverRender) throw new HttpError(method, opts.url, 0, { message: 'not answered during the server render' });
    const { axios, instance: request } = await client();

    for (let attempt = 0; ; attempt++) {
      let response: AxiosResponse | undefined;
      try {
        response = await request.request({
          baseURL,
          method,
          url: opts.url,
          data: opts.data,
          params: opts.params,
          headers,
          signal: opts.signal,
          timeout: opts.timeoutMs,
          responseType: opts.responseType ?? 'json',
        });
      } catch (error) {
        if (axios.isCancel(error)) throw error;
        response = undefined;
      }
      const status = response?.status ?? 0;
      if (status >= 200 && status < 300) return parseBody(method, opts.url, response!.data as unknown, schema);
      const retryAfter = response?.headers?.['retry-after'] as string | undefined;
      if (shouldRetry({ method, status, attempt, retries: opts.retries, hasIdempotencyKey, retryAfter })) {
        await sleep(retryDelayMs(attempt, retryAfter));
        continue;
      }
      throw new HttpError(method, opts.url, status, response?.data ?? null);
    }
  }

  return {
    call,
    get: <T>(url: string, opts: Omit<CallOptions<T>, 'method' | 'url'> = {}) =>
      call<T>({ ...opts, method: 'GET', url }),
    post: <T>(url: string, data?: unknown, opts: Omit<CallOptions<T>, 'method' | 'url' | 'data'> = {}) =>
      call<T>({ ...opts, method: 'POST', url, data }),
    put: <T>(url: string, data?: unknown, opts: Omit<CallOptions<T>, 'method' | 'url' | 'data'> = {}) =>
      call<T>({ ...opts, method: 'PUT', url, data }),
    patch: <T>(url: string, data?: unknown, opts: Omit<CallOptions<T>, 'method' | 'url' | 'data'> = {}) =>
      call<T>({ ...opts, method: 'PATCH', url, data }),
    delete: <T>(url: string, opts: Omit<CallOptions<T>, 'method' | 'url'> = {}) =>
      call<T>({ ...opts, method: 'DELETE', url }),
    setAccessTokenProvider(provider: AccessTokenProvider | null) {
      tokenProvider = provider;
    },
    /** Where relative URLs go (tests point the client at their own server). */
    setBaseURL(url: string) {
      baseURL = url;
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The one HTTP client of the shop. Every API call of host and remotes goes through it. */
export const http: HttpClient = createHttpClient();

/** A random key for `Idempotency-Key`. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
