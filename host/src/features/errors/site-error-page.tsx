/* eslint-disable no-restricted-syntax -- no country, hence no language: this page states its message in every language at once. */
/**
 * The hostname maps to no shop ('invalid locale') or there is none ('missing locale'). Without a
 * country there is no language, so the page speaks all five. The server answers such hosts
 * the same way before the shell loads; this covers the browser side.
 */
export function SiteErrorPage({ error, hostname }: { error: 'missing locale' | 'invalid locale'; hostname: string }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '44rem', margin: '0 auto' }}>
      <h1>{error}</h1>
      <p>
        <code>{hostname || '(no host)'}</code>
      </p>
      <ul lang="und">
        <li lang="de">Unter dieser Adresse gibt es keinen Shop.</li>
        <li lang="es">No hay ninguna tienda en esta dirección.</li>
        <li lang="fr">Aucune boutique n'existe à cette adresse.</li>
        <li lang="it">Non esiste alcun negozio a questo indirizzo.</li>
        <li lang="en">There is no shop at this address.</li>
      </ul>
    </main>
  );
}
