/**
 * Texts of manufacturer, series and device pages, written once per language with the grammar
 * of each category (categories.ts), the way a native copywriter would phrase the template.
 * Urls are built so that no two can collide: a manufacturer's starts with its category
 * (`smartphones-apple`, `moviles-apple`), a series' starts with its brand and ends with its
 * category (`apple-iphone-13-smartphones`, `dell-alienware-monitore`), so the same series name
 * in two categories and a series named like its brand (Fairphone) still get urls of their own.
 */
import type { SeedLocale } from './types';

export interface TemplateInput {
  brand: string;
  /** `Ihr Apple-Smartphone`, `votre smartphone Apple` */
  yourBrandItem: string;
  /** `Apple-Smartphones`, `móviles Apple` */
  brandItems: string;
  categoryUrl: string;
  brandSlug: string;
}

type Texts = { content: string; metaDescription: string; metaKeywords: string };

const lower = (s: string) => s.toLocaleLowerCase('de-DE');

export function manufacturerUrl(i: TemplateInput): string {
  return `${i.categoryUrl}-${i.brandSlug}`;
}

export function manufacturerTexts(locale: SeedLocale, i: TemplateInput): Texts {
  switch (locale) {
    case 'de-DE':
    case 'de-AT': {
      const shipping = locale === 'de-AT' ? 'Gratisversand' : 'kostenlosem Versand';
      return {
        content: `Verkaufen Sie ${i.yourBrandItem} zum ${locale === 'de-AT' ? 'Fixpreis' : 'Festpreis'}: Serie und Modell auswählen, Zustand angeben und sofort ein garantiertes Angebot erhalten – mit ${shipping} und schneller Auszahlung.`,
        metaDescription: `${i.brandItems} verkaufen bei Revalu: Sofortpreis für alle Modelle, ${locale === 'de-AT' ? 'Gratisversand' : 'kostenloser Versand'} und schnelle Auszahlung.`,
        metaKeywords: `${lower(i.brandItems)} verkaufen, ${lower(i.brand)} ankauf, gebrauchte ${lower(i.brandItems)}`,
      };
    }
    case 'es-ES':
      return {
        content: `Vende ${i.yourBrandItem} a precio fijo: elige la serie y el modelo, indica su estado y recibe al momento una oferta garantizada, con envío gratuito y pago rápido.`,
        metaDescription: `Vende ${i.brandItems} en Revalu: precio al instante para todos los modelos, envío gratuito y pago rápido.`,
        metaKeywords: `vender ${lower(i.brandItems)}, tasación ${lower(i.brandItems)}, ${lower(i.brand)} de segunda mano`,
      };
    case 'fr-FR':
      return {
        content: `Vendez ${i.yourBrandItem} à prix fixe\u00a0: choisissez la série et le modèle, indiquez son état et recevez immédiatement une offre garantie, avec envoi gratuit et paiement rapide.`,
        metaDescription: `Vendez vos ${i.brandItems} sur Revalu\u00a0: prix immédiat pour tous les modèles, envoi gratuit et paiement rapide.`,
        metaKeywords: `vendre ${lower(i.brandItems)}, rachat ${lower(i.brandItems)}, ${lower(i.brandItems)} d’occasion`,
      };
    case 'it-IT':
      return {
        content: `Vendi ${i.yourBrandItem} a prezzo fisso: scegli la serie e il modello, indica le condizioni e ricevi subito un'offerta garantita, con spedizione gratuita e pagamento rapido.`,
        metaDescription: `Vendere ${i.brandItems} su Revalu: prezzo immediato per tutti i modelli, spedizione gratuita e pagamento rapido.`,
        metaKeywords: `vendere ${lower(i.brandItems)}, valutazione ${lower(i.brandItems)}, ${lower(i.brand)} usato`,
      };
  }
}

/** `apple-iphone-13-smartphones`, `apple-iphone-13-moviles`, `canon-eos-r-appareils-photo`. */
export function seriesUrl(displaySlug: string, categoryUrl: string): string {
  return `${displaySlug}-${categoryUrl}`;
}

export function seriesTexts(locale: SeedLocale, display: string): Texts {
  switch (locale) {
    case 'de-DE':
    case 'de-AT':
      return {
        content: `Alle Modelle der Serie ${display} auf einen Blick: Wählen Sie Ihr Modell, beantworten Sie ein paar Fragen zum Zustand und erhalten Sie sofort ein garantiertes Angebot.`,
        metaDescription: `${display} verkaufen bei Revalu: alle Modelle mit Sofortpreis, ${locale === 'de-AT' ? 'Gratisversand' : 'kostenlosem Versand'} und schneller Auszahlung.`,
        metaKeywords: `${lower(display)} verkaufen, ${lower(display)} ankauf, ${lower(display)} gebraucht`,
      };
    case 'es-ES':
      return {
        content: `Todos los modelos de la serie ${display} de un vistazo: elige tu modelo, responde unas preguntas sobre su estado y recibe al momento una oferta garantizada.`,
        metaDescription: `Vende tu ${display} en Revalu: todos los modelos con precio al instante, envío gratuito y pago rápido.`,
        metaKeywords: `vender ${lower(display)}, tasar ${lower(display)}, ${lower(display)} de segunda mano`,
      };
    case 'fr-FR':
      return {
        content: `Tous les modèles de la série ${display} en un coup d’œil\u00a0: choisissez votre modèle, répondez à quelques questions sur son état et recevez immédiatement une offre garantie.`,
        metaDescription: `Vendez votre ${display} sur Revalu\u00a0: tous les modèles avec prix immédiat, envoi gratuit et paiement rapide.`,
        metaKeywords: `vendre ${lower(display)}, rachat ${lower(display)}, ${lower(display)} d’occasion`,
      };
    case 'it-IT':
      return {
        content: `Tutti i modelli della serie ${display} in un colpo d'occhio: scegli il tuo modello, rispondi a qualche domanda sulle condizioni e ricevi subito un'offerta garantita.`,
        metaDescription: `Vendere ${display} su Revalu: tutti i modelli con prezzo immediato, spedizione gratuita e pagamento rapido.`,
        metaKeywords: `vendere ${lower(display)}, valutazione ${lower(display)}, ${lower(display)} usato`,
      };
  }
}

export function deviceTexts(locale: SeedLocale, name: string, model: string): Omit<Texts, 'content'> {
  switch (locale) {
    case 'de-DE':
    case 'de-AT':
      return {
        metaDescription: `${name} verkaufen: Zustand angeben, Sofortpreis erhalten und ${locale === 'de-AT' ? 'gratis' : 'kostenlos'} einschicken. Auszahlung per Überweisung oder PayPal.`,
        metaKeywords: `${lower(name)} verkaufen, ${lower(model)} ankauf, ${lower(model)} preis gebraucht`,
      };
    case 'es-ES':
      return {
        metaDescription: `Vende tu ${name}: indica su estado, recibe un precio al instante y envíalo gratis. Te pagamos por transferencia o PayPal.`,
        metaKeywords: `vender ${lower(name)}, precio ${lower(model)} usado, tasar ${lower(model)}`,
      };
    case 'fr-FR':
      return {
        metaDescription: `Vendez votre ${name}\u00a0: indiquez son état, obtenez un prix immédiat et envoyez-le gratuitement. Paiement par virement ou PayPal.`,
        metaKeywords: `vendre ${lower(name)}, prix ${lower(model)} occasion, rachat ${lower(model)}`,
      };
    case 'it-IT':
      return {
        metaDescription: `Vendere ${name} su Revalu: indica le condizioni, ottieni subito un prezzo e spedisci gratis. Pagamento con bonifico o PayPal.`,
        metaKeywords: `vendere ${lower(name)}, valutazione ${lower(model)}, prezzo ${lower(model)} usato`,
      };
  }
}
