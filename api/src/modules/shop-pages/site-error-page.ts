import { escapeHtml } from './html';

/**
 * The page for a hostname that maps to no shop ('invalid locale') or a request without one
 * ('missing locale'). There is no country, so it speaks all five languages and English.
 */
export function siteErrorPage(error: 'invalid locale' | 'missing locale', hostname: string): string {
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
<p><code>${escapeHtml(hostname || '(no host)')}</code></p>
<ul>
<li lang="de">Unter dieser Adresse gibt es keinen Shop.</li>
<li lang="es">No hay ninguna tienda en esta dirección.</li>
<li lang="fr">Aucune boutique n’existe à cette adresse.</li>
<li lang="it">Non esiste alcun negozio a questo indirizzo.</li>
<li lang="en">There is no shop at this address.</li>
</ul>
</main>
</body>
</html>`;
}
