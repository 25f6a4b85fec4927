/**
 * Primed answers (docs/decisions/0008-primed-answers.md): for
 * a page whose first view needs a public, read-only request of the API (the home page's content,
 * the product page's device), the server writes that answer into the page's HTML, and the shop's
 * HTTP client answers the same request from it instead of asking: the content needs no API round
 * trip, and the HTTP client (axios) no download, before the page shows. This chunk loads only on a
 * page that holds such answers.
 *
 * The element (`<script type="application/json" id="shop-primed-answers">`, written by the API's
 * shop-pages module) holds a list of `{ method, url, accept, data?, body }`: the request as the
 * page makes it (`url` with its query, the media type it accepts, a POST's JSON body as `data`) and
 * the API's answer as `body`. The server primes only requests that change nothing.
 */

export type PrimedParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** JSON with every object's keys sorted, so that two equal bodies read the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The key of a request: its method, path, query (the URL's own and `params`, sorted, undefined
 * left out), the media type it accepts and, for a POST, its body, e.g.
 * `GET /api/cms/home-pages/de-default?include=menus application/vnd.api+json`.
 */
export function primedAnswerKey(
  method: string,
  url: string,
  params: PrimedParams | undefined,
  accept: string,
  data?: unknown,
): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const entries: [string, string][] = at < 0 ? [] : [...new URLSearchParams(url.slice(at + 1))];
  for (const [name, value] of Object.entries(params ?? {}))
    if (value !== undefined) entries.push([name, String(value)]);
  entries.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const query = new URLSearchParams(entries).toString();
  return `${method.toUpperCase()} ${path}${query ? `?${query}` : ''} ${accept}${data === undefined ? '' : ` ${canonicalJson(data)}`}`;
}

/** The answers of the element's text by key; entries that are not `{ url, accept, body }` are left out. */
export function readPrimedAnswers(text: string): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return answers;
  }
  if (!Array.isArray(list)) return answers;
  for (const entry of list as { method?: unknown; url?: unknown; accept?: unknown; data?: unknown; body?: unknown }[]) {
    if (!entry || typeof entry.url !== 'string' || typeof entry.accept !== 'string' || !('body' in entry)) continue;
    const method = entry.method === undefined ? 'GET' : entry.method;
    if (method !== 'GET' && method !== 'POST') continue;
    answers.set(
      primedAnswerKey(method, entry.url, undefined, entry.accept, method === 'POST' ? (entry.data ?? null) : undefined),
      entry.body,
    );
  }
  return answers;
}

/** Looks a request up in the element's answers: `{ body }` when the server answered it, else undefined. */
export function primedLookup(
  text: string,
): (
  method: string,
  url: string,
  params: PrimedParams | undefined,
  accept: string,
  data?: unknown,
) => { body: unknown } | undefined {
  const answers = readPrimedAnswers(text);
  return (method, url, params, accept, data) => {
    const key = primedAnswerKey(method, url, params, accept, data);
    return answers.has(key) ? { body: answers.get(key) } : undefined;
  };
}
