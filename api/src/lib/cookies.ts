import fastifyCookie from '@fastify/cookie';

/** A request's cookies by name. */
export type Cookies = Readonly<Record<string, string | undefined>>;

/** Undefined drops the cookie: the host's `readCookie` reads a value that does not decode as none. */
function decodeOrDrop(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined as unknown as string;
  }
}

/**
 * The cookies of a Cookie header, decoded as the browser side reads them (host/src/lib/cookies.ts):
 * percent-decoded, of a repeated name the first that decodes. @fastify/cookie parses; its parser loads when the
 * plugin is registered (app.ts), so this is for requests of a running app.
 */
export function readCookies(header: string | undefined): Cookies {
  if (!header) return {};
  const cookies = fastifyCookie.parse(header, { decode: decodeOrDrop });
  // The parser's object has no prototype; a plain one is easier to read and compare.
  return Object.fromEntries(Object.entries(cookies).filter(([, value]) => value !== undefined));
}
