/**
 * The page for a hostname that maps to no shop ('invalid locale') or a request without one
 * ('missing locale'). Without a country there is no language: it says so in all of the shop's
 * languages and English. The server's answer and the host's page in the browser both take these.
 */
export const SITE_ERROR_MESSAGES: readonly { lang: string; text: string }[] = [
  { lang: 'de', text: 'Unter dieser Adresse gibt es keinen Shop.' },
  { lang: 'es', text: 'No hay ninguna tienda en esta dirección.' },
  { lang: 'fr', text: 'Aucune boutique n’existe à cette adresse.' },
  { lang: 'it', text: 'Non esiste alcun negozio a questo indirizzo.' },
  { lang: 'en', text: 'There is no shop at this address.' },
];

/** Shown in place of an empty hostname. */
export const NO_HOST = '(no host)';
