import { NO_HOST, SITE_ERROR_MESSAGES } from 'config/site-error';
import { escapeHtml } from './html';

/**
 * The page for a hostname that maps to no shop ('invalid locale') or a request without one
 * ('missing locale'), with the host's texts for it (config/site-error): the host shows the same
 * page in the browser when its files are served for such a name.
 */
export function siteErrorPage(error: 'invalid locale' | 'missing locale', hostname: string): string {
  const messages = SITE_ERROR_MESSAGES.map(({ lang, text }) => `<li lang="${lang}">${escapeHtml(text)}</li>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(error)}</title>
<style>body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#15202b;max-width:44rem;margin:0 auto;padding:3rem 1.25rem;line-height:1.5}code{background:#f4f6f5;padding:.1rem .4rem;border-radius:6px}h1{font-size:2rem}</style>
</head>
<body>
<main>
<h1>${escapeHtml(error)}</h1>
<p><code>${escapeHtml(hostname || NO_HOST)}</code></p>
<ul>
${messages.join('\n')}
</ul>
</main>
</body>
</html>`;
}
