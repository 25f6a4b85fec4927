import { DOMParser } from 'linkedom';

/**
 * `parse-html.ts` for the server build (scripts/lib/rspack/server-config.ts resolves `.server.ts` first there): linkedom's
 * parser, whose tree for the CMS's sanitized HTML is the browser's, so the page the server renders from
 * it is the one the browser takes over (tested in cms-html.test.tsx against jsdom's standard parser).
 */
export function parseHtmlBody(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head></head><body>${html}</body></html>`,
    'text/html',
  );
  // linkedom ends a text node at each character reference ("&nbsp;"); the browser's parser makes one.
  doc.body.normalize();
  return doc.body as unknown as HTMLElement;
}
