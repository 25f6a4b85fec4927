import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../html';

export interface ShellHead {
  locale: string;
  title: string;
  /** Extra tags for <head>, already escaped. */
  headTags?: string[];
  /** Tags for the end of <head>, after the host's own script (already escaped): preloads, which must not queue before it. */
  headEndTags?: string[];
  /** The page's first view rendered on the server (renderer.ts): the content of `#root`, for the browser to take over. */
  rootHtml?: string | null;
}

/**
 * The host's index.html, read from the build and re-read when a new build replaces it, with the
 * page's language, title and head tags filled in.
 */
export class HtmlShell {
  private cached: { mtimeMs: number; html: string } | null = null;
  private checkedAt = 0;

  constructor(private readonly hostDir: string) {}

  get file(): string {
    return path.join(this.hostDir, 'index.html');
  }

  /** The template, or null when the host is not built. */
  async template(): Promise<string | null> {
    const now = Date.now();
    if (this.cached && now - this.checkedAt < 1000) return this.cached.html;
    this.checkedAt = now;
    try {
      const info = await stat(this.file);
      if (!this.cached || this.cached.mtimeMs !== info.mtimeMs) {
        this.cached = { mtimeMs: info.mtimeMs, html: await readFile(this.file, 'utf8') };
      }
      return this.cached.html;
    } catch {
      this.cached = null;
      return null;
    }
  }

  async render(head: ShellHead): Promise<string | null> {
    const template = await this.template();
    if (template === null) return null;
    return (
      template
        .replace(/<\/head>/, () => `${(head.headEndTags ?? []).join('')}</head>`)
        // Replacement functions, not strings: in a string "$&" or "$'" (a product name, a CMS text in a
        // primed answer) would be read as a pattern and pull pieces of the template into the page.
        .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(head.locale)}"`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
        .replace(/<meta name="shop-head" content=""\s*\/?>/, () => (head.headTags ?? []).join(''))
        .replace(/<div id="root"><\/div>/, () =>
          head.rootHtml ? `<div id="root" data-server-rendered="">${head.rootHtml}</div>` : '<div id="root"></div>',
        )
    );
  }
}
