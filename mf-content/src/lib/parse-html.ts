/**
 * The body of an HTML text, parsed inertly (nothing in it runs or loads), by the browser's own parser.
 * The server build takes `parse-html.server.ts` instead (Node has no `DOMParser`).
 */
export function parseHtmlBody(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><html><head></head><body>${html}</body></html>`, 'text/html')
    .body;
}
