/**
 * The old shop's URLs, as they are still linked from search engines, partner sites, printed
 * flyers and old mails (docs/decisions/0019-redirects-are-data.md explains the old URL scheme). Everything
 * here is data: add an old URL by adding a line. The tests check that every entry leads to a real
 * page and that none of them hides a current page.
 */
import type { ContentPageKey } from '../content-pages';

/**
 * Old names of the static pages, per language. The old shop served each page at the site root
 * (`/agb`), under `/info/` and, in its last years, under the `/browser/` prefix (like its
 * clarification links: `/browser/content/agb`, `/browser/cms/agb`). Some pages had other names then.
 */
export type LegacyContentSlugs = Record<ContentPageKey, readonly string[]>;

export const LEGACY_CONTENT_PREFIXES = ['', '/info', '/browser/content', '/browser/cms', '/content'] as const;

export const LEGACY_CONTENT_SLUGS_DE: LegacyContentSlugs = {
  terms: ['agb', 'allgemeine-geschaeftsbedingungen', 'geschaeftsbedingungen'],
  aboutUs: ['ueber-uns', 'unternehmen', 'wir-ueber-uns'],
  imprint: ['impressum'],
  press: ['presse', 'pressebereich'],
  ecoEffect: ['oeko-effekt', 'nachhaltigkeit', 'umwelt'],
  partnerProgram: ['partnerprogramm', 'partner', 'affiliate'],
  dataErasure: ['datenloeschung', 'daten-loeschen', 'sichere-datenloeschung'],
  packingTips: ['verpackungstipps', 'versandtipps', 'verpackung'],
  privacy: ['datenschutz', 'datenschutzerklaerung'],
  howItWorks: ['so-funktionierts', 'so-funktioniert-es', 'wie-funktioniert-es', 'ablauf'],
  businessPhones: ['business-handys', 'firmenhandys', 'diensthandys'],
};

export const LEGACY_CONTENT_SLUGS_ES: LegacyContentSlugs = {
  terms: ['condiciones', 'condiciones-generales', 'terminos-y-condiciones'],
  aboutUs: ['sobre-nosotros', 'quienes-somos'],
  imprint: ['aviso-legal'],
  press: ['prensa', 'sala-de-prensa'],
  ecoEffect: ['efecto-eco', 'sostenibilidad', 'medio-ambiente'],
  partnerProgram: ['programa-de-socios', 'afiliados'],
  dataErasure: ['borrado-de-datos', 'borrado-seguro'],
  packingTips: ['consejos-de-embalaje', 'como-embalar', 'embalaje'],
  privacy: ['privacidad', 'politica-de-privacidad', 'proteccion-de-datos'],
  howItWorks: ['como-funciona', 'asi-funciona'],
  businessPhones: ['moviles-para-empresas', 'moviles-de-empresa'],
};

export const LEGACY_CONTENT_SLUGS_FR: LegacyContentSlugs = {
  terms: ['cgv', 'conditions-generales-de-vente', 'conditions-generales'],
  aboutUs: ['a-propos', 'qui-sommes-nous'],
  imprint: ['mentions-legales'],
  press: ['presse', 'espace-presse'],
  ecoEffect: ['effet-eco', 'developpement-durable', 'environnement'],
  partnerProgram: ['programme-partenaires', 'partenaires', 'affiliation'],
  dataErasure: ['effacement-des-donnees', 'suppression-des-donnees'],
  packingTips: ['conseils-emballage', 'comment-emballer', 'emballage'],
  privacy: ['confidentialite', 'politique-de-confidentialite', 'donnees-personnelles'],
  howItWorks: ['comment-ca-marche', 'fonctionnement'],
  businessPhones: ['telephones-professionnels', 'mobiles-entreprise'],
};

/** Old help pages: the FAQ was folded into the contact page, which answers the common questions. */
export const LEGACY_FAQ_PATHS_DE = [
  '/faq',
  '/hilfe',
  '/haeufige-fragen',
  '/fragen-und-antworten',
  '/info/faq',
  '/info/hilfe',
  '/browser/faq',
  '/browser/content/faq',
  '/browser/cms/faq',
  '/content/faq',
  '/content/hilfe',
];
export const LEGACY_FAQ_PATHS_ES = [
  '/faq',
  '/preguntas-frecuentes',
  '/ayuda',
  '/info/faq',
  '/info/ayuda',
  '/browser/faq',
  '/browser/content/faq',
  '/browser/cms/faq',
  '/content/faq',
  '/content/preguntas-frecuentes',
];
export const LEGACY_FAQ_PATHS_FR = [
  '/faq',
  '/aide',
  '/questions-frequentes',
  '/info/faq',
  '/info/aide',
  '/browser/faq',
  '/browser/content/faq',
  '/browser/cms/faq',
  '/content/faq',
  '/content/aide',
];

/** The old shop's cart had its own page; today the cart is the first step of the checkout. */
export const LEGACY_CART_PATHS_DE = ['/warenkorb', '/cart', '/browser/cart', '/checkout/cart', '/checkout/warenkorb'];
export const LEGACY_CART_PATHS_ES = ['/carrito', '/cart', '/browser/cart', '/checkout/cart', '/checkout/carrito'];
export const LEGACY_CART_PATHS_FR = ['/panier', '/cart', '/browser/cart', '/checkout/cart', '/checkout/panier'];
