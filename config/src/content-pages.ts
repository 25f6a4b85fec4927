import type { CountryCode } from './countries';

/** The 11 static content pages (spec section 2), each at `/content/{slug}`. */
export const CONTENT_PAGE_KEYS = [
  'terms',
  'aboutUs',
  'imprint',
  'press',
  'ecoEffect',
  'partnerProgram',
  'dataErasure',
  'packingTips',
  'privacy',
  'howItWorks',
  'businessPhones',
] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

const GERMAN: Record<ContentPageKey, string> = {
  terms: 'agb',
  aboutUs: 'ueber-uns',
  imprint: 'impressum',
  press: 'presse',
  ecoEffect: 'oeko-effekt',
  partnerProgram: 'partnerprogramm',
  dataErasure: 'datenloeschung',
  packingTips: 'verpackungstipps',
  privacy: 'datenschutz',
  howItWorks: 'so-funktionierts',
  businessPhones: 'business-handys',
};

/** Slug of each content page per country, in the country's language. */
export const CONTENT_PAGE_SLUGS: Record<CountryCode, Record<ContentPageKey, string>> = {
  de: GERMAN,
  at: GERMAN,
  es: {
    terms: 'condiciones',
    aboutUs: 'sobre-nosotros',
    imprint: 'aviso-legal',
    press: 'prensa',
    ecoEffect: 'efecto-eco',
    partnerProgram: 'programa-de-socios',
    dataErasure: 'borrado-de-datos',
    packingTips: 'consejos-de-embalaje',
    privacy: 'privacidad',
    howItWorks: 'como-funciona',
    businessPhones: 'moviles-para-empresas',
  },
  fr: {
    terms: 'cgv',
    aboutUs: 'a-propos',
    imprint: 'mentions-legales',
    press: 'presse',
    ecoEffect: 'effet-eco',
    partnerProgram: 'programme-partenaires',
    dataErasure: 'effacement-des-donnees',
    packingTips: 'conseils-emballage',
    privacy: 'confidentialite',
    howItWorks: 'comment-ca-marche',
    businessPhones: 'telephones-professionnels',
  },
  it: {
    terms: 'condizioni',
    aboutUs: 'chi-siamo',
    imprint: 'note-legali',
    press: 'stampa',
    ecoEffect: 'effetto-eco',
    partnerProgram: 'programma-partner',
    dataErasure: 'cancellazione-dati',
    packingTips: 'consigli-imballaggio',
    privacy: 'privacy',
    howItWorks: 'come-funziona',
    businessPhones: 'telefoni-aziendali',
  },
};

export function contentPageKeyBySlug(country: CountryCode, slug: string): ContentPageKey | undefined {
  const slugs = CONTENT_PAGE_SLUGS[country];
  return (Object.keys(slugs) as ContentPageKey[]).find((key) => slugs[key] === slug);
}
