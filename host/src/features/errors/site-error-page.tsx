import { NO_HOST, SITE_ERROR_MESSAGES } from 'config/site-error';

/**
 * The hostname maps to no shop ('invalid locale') or there is none ('missing locale'). Without a
 * country there is no language, so the page speaks all five (config/site-error). The server answers
 * such hosts with the same page before the shell loads; this covers the browser side.
 */
export function SiteErrorPage({ error, hostname }: { error: 'missing locale' | 'invalid locale'; hostname: string }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '44rem', margin: '0 auto' }}>
      <h1>{error}</h1>
      <p>
        <code>{hostname || NO_HOST}</code>
      </p>
      <ul lang="und">
        {SITE_ERROR_MESSAGES.map(({ lang, text }) => (
          <li key={lang} lang={lang}>
            {text}
          </li>
        ))}
      </ul>
    </main>
  );
}
