import type { CategoryId, Localized } from './types';

/**
 * The eight categories with their texts in every language. `yourBrandItem` and `brandItems`
 * carry the grammar the manufacturer texts need (`Ihre {brand}-Kamera`, `la tua fotocamera {brand}`).
 */
export interface CategoryText {
  name: Localized;
  url: Localized;
  content: Localized;
  metaDescription: Localized;
  metaKeywords: Localized;
  /** "your {brand} device" in the accusative: `Ihr {brand}-Smartphone`, `votre smartphone {brand}`. */
  yourBrandItem: Localized;
  /** "{brand} devices": `{brand}-Smartphones`, `móviles {brand}`. */
  brandItems: Localized;
  /** Words people add when they search (`handy`, `móvil`). */
  searchWords: Localized;
}

export type CategoryIcon = 'phone' | 'tablet' | 'laptop' | 'camera' | 'lens' | 'camcorder' | 'console' | 'monitor';

export const CATEGORY_ORDER: { id: CategoryId; icon: CategoryIcon }[] = [
  { id: 'smartphones', icon: 'phone' },
  { id: 'tablets', icon: 'tablet' },
  { id: 'laptops', icon: 'laptop' },
  { id: 'cameras', icon: 'camera' },
  { id: 'lenses', icon: 'lens' },
  { id: 'camcorders', icon: 'camcorder' },
  { id: 'consoles', icon: 'console' },
  { id: 'monitors', icon: 'monitor' },
];

export const CATEGORY_TEXTS: Record<CategoryId, CategoryText> = {
  smartphones: {
    name: { de: 'Smartphones', es: 'Móviles', fr: 'Smartphones', it: 'Smartphone' },
    url: { de: 'smartphones', es: 'moviles', fr: 'smartphones', it: 'smartphone' },
    content: {
      de: 'Verkaufen Sie Ihr gebrauchtes Smartphone zum Festpreis: Modell auswählen, ein paar Fragen zum Zustand beantworten und sofort ein garantiertes Angebot erhalten. Der Versand ist kostenlos, das Geld kommt per Überweisung oder PayPal.',
      at: 'Verkaufen Sie Ihr gebrauchtes Handy zum Fixpreis: Modell auswählen, ein paar Fragen zum Zustand beantworten und sofort ein garantiertes Angebot erhalten. Der Versand ist gratis, das Geld kommt per Überweisung oder PayPal.',
      es: 'Vende tu móvil usado a precio fijo: elige el modelo, responde unas preguntas sobre su estado y recibe al momento una oferta garantizada. El envío es gratuito y te pagamos por transferencia o PayPal.',
      fr: 'Vendez votre smartphone d’occasion à prix fixe : choisissez le modèle, répondez à quelques questions sur son état et recevez immédiatement une offre garantie. L’envoi est gratuit et vous êtes payé par virement ou PayPal.',
      it: "Vendi il tuo smartphone usato a prezzo fisso: scegli il modello, rispondi a qualche domanda sulle sue condizioni e ricevi subito un'offerta garantita. La spedizione è gratuita e ti paghiamo con bonifico o PayPal.",
    },
    metaDescription: {
      de: 'Smartphone verkaufen bei Revalu: iPhone, Samsung Galaxy, Google Pixel und viele mehr. Sofortpreis, kostenloser Versand und schnelle Auszahlung.',
      at: 'Handy verkaufen bei Revalu Österreich: iPhone, Samsung Galaxy, Google Pixel und viele mehr. Sofortpreis, Gratisversand und schnelle Auszahlung.',
      es: 'Vende tu móvil en Revalu: iPhone, Samsung Galaxy, Google Pixel y muchos más. Precio al instante, envío gratuito y pago rápido.',
      fr: 'Vendez votre smartphone sur Revalu : iPhone, Samsung Galaxy, Google Pixel et bien d’autres. Prix immédiat, envoi gratuit et paiement rapide.',
      it: 'Vendi il tuo smartphone su Revalu: iPhone, Samsung Galaxy, Google Pixel e molti altri. Prezzo immediato, spedizione gratuita e pagamento rapido.',
    },
    metaKeywords: {
      de: 'smartphone verkaufen, handy verkaufen, iphone verkaufen, samsung verkaufen, handy ankauf',
      at: 'handy verkaufen, smartphone verkaufen österreich, iphone verkaufen, handy ankauf',
      es: 'vender móvil, vender iphone, vender samsung, compra de móviles usados',
      fr: 'vendre smartphone, vendre iphone, vendre samsung, rachat smartphone',
      it: 'vendere smartphone, vendere iphone, vendere samsung, valutazione smartphone usato',
    },
    yourBrandItem: {
      de: 'Ihr {brand}-Smartphone',
      at: 'Ihr {brand}-Handy',
      es: 'tu móvil {brand}',
      fr: 'votre smartphone {brand}',
      it: 'il tuo smartphone {brand}',
    },
    brandItems: {
      de: '{brand}-Smartphones',
      at: '{brand}-Handys',
      es: 'móviles {brand}',
      fr: 'smartphones {brand}',
      it: 'smartphone {brand}',
    },
    searchWords: {
      de: 'smartphone handy',
      es: 'movil celular smartphone',
      fr: 'smartphone portable telephone',
      it: 'smartphone cellulare telefono',
    },
  },
  tablets: {
    name: { de: 'Tablets', es: 'Tablets', fr: 'Tablettes', it: 'Tablet' },
    url: { de: 'tablets', es: 'tablets', fr: 'tablettes', it: 'tablet' },
    content: {
      de: 'Verkaufen Sie Ihr gebrauchtes Tablet zum Festpreis – ob iPad, Galaxy Tab oder Surface. Modell auswählen, Zustand angeben und sofort ein garantiertes Angebot erhalten. Versand kostenlos, Auszahlung per Überweisung oder PayPal.',
      at: 'Verkaufen Sie Ihr gebrauchtes Tablet zum Fixpreis – ob iPad, Galaxy Tab oder Surface. Modell auswählen, Zustand angeben und sofort ein garantiertes Angebot erhalten. Versand gratis, Auszahlung per Überweisung oder PayPal.',
      es: 'Vende tu tablet usada a precio fijo, ya sea un iPad, una Galaxy Tab o una Surface. Elige el modelo, indica su estado y recibe al momento una oferta garantizada. Envío gratuito y pago por transferencia o PayPal.',
      fr: 'Vendez votre tablette d’occasion à prix fixe, qu’il s’agisse d’un iPad, d’une Galaxy Tab ou d’une Surface. Choisissez le modèle, indiquez son état et recevez immédiatement une offre garantie. Envoi gratuit, paiement par virement ou PayPal.',
      it: "Vendi il tuo tablet usato a prezzo fisso, che sia un iPad, un Galaxy Tab o un Surface. Scegli il modello, indica le condizioni e ricevi subito un'offerta garantita. Spedizione gratuita e pagamento con bonifico o PayPal.",
    },
    metaDescription: {
      de: 'Tablet verkaufen bei Revalu: iPad, Samsung Galaxy Tab, Microsoft Surface und mehr. Sofortpreis, kostenloser Versand, schnelle Auszahlung.',
      at: 'Tablet verkaufen bei Revalu Österreich: iPad, Samsung Galaxy Tab, Microsoft Surface und mehr. Sofortpreis, Gratisversand, schnelle Auszahlung.',
      es: 'Vende tu tablet en Revalu: iPad, Samsung Galaxy Tab, Microsoft Surface y más. Precio al instante, envío gratuito y pago rápido.',
      fr: 'Vendez votre tablette sur Revalu : iPad, Samsung Galaxy Tab, Microsoft Surface et plus encore. Prix immédiat, envoi gratuit et paiement rapide.',
      it: 'Vendi il tuo tablet su Revalu: iPad, Samsung Galaxy Tab, Microsoft Surface e altri. Prezzo immediato, spedizione gratuita e pagamento rapido.',
    },
    metaKeywords: {
      de: 'tablet verkaufen, ipad verkaufen, galaxy tab verkaufen, surface verkaufen, tablet ankauf',
      es: 'vender tablet, vender ipad, vender galaxy tab, compra de tablets usadas',
      fr: 'vendre tablette, vendre ipad, vendre galaxy tab, rachat tablette',
      it: 'vendere tablet, vendere ipad, vendere galaxy tab, valutazione tablet usato',
    },
    yourBrandItem: {
      de: 'Ihr {brand}-Tablet',
      es: 'tu tablet {brand}',
      fr: 'votre tablette {brand}',
      it: 'il tuo tablet {brand}',
    },
    brandItems: { de: '{brand}-Tablets', es: 'tablets {brand}', fr: 'tablettes {brand}', it: 'tablet {brand}' },
    searchWords: { de: 'tablet', es: 'tablet tableta', fr: 'tablette', it: 'tablet' },
  },
  laptops: {
    name: { de: 'Laptops', es: 'Portátiles', fr: 'Ordinateurs portables', it: 'Notebook' },
    url: { de: 'laptops', es: 'portatiles', fr: 'ordinateurs-portables', it: 'notebook' },
    content: {
      de: 'Verkaufen Sie Ihren gebrauchten Laptop zum Festpreis – vom MacBook bis zum ThinkPad. Konfiguration auswählen, Zustand angeben und sofort ein garantiertes Angebot erhalten. Wir löschen Ihre Daten zertifiziert, der Versand ist kostenlos.',
      at: 'Verkaufen Sie Ihren gebrauchten Laptop zum Fixpreis – vom MacBook bis zum ThinkPad. Konfiguration auswählen, Zustand angeben und sofort ein garantiertes Angebot erhalten. Wir löschen Ihre Daten zertifiziert, der Versand ist gratis.',
      es: 'Vende tu portátil usado a precio fijo, desde un MacBook hasta un ThinkPad. Elige la configuración, indica su estado y recibe al momento una oferta garantizada. Borramos tus datos de forma certificada y el envío es gratuito.',
      fr: 'Vendez votre ordinateur portable d’occasion à prix fixe, du MacBook au ThinkPad. Choisissez la configuration, indiquez son état et recevez immédiatement une offre garantie. Vos données sont effacées de manière certifiée et l’envoi est gratuit.',
      it: "Vendi il tuo notebook usato a prezzo fisso, dal MacBook al ThinkPad. Scegli la configurazione, indica le condizioni e ricevi subito un'offerta garantita. Cancelliamo i tuoi dati in modo certificato e la spedizione è gratuita.",
    },
    metaDescription: {
      de: 'Laptop verkaufen bei Revalu: MacBook, Dell XPS, Lenovo ThinkPad, Microsoft Surface und mehr. Sofortpreis, zertifizierte Datenlöschung, kostenloser Versand.',
      at: 'Laptop verkaufen bei Revalu Österreich: MacBook, Dell XPS, Lenovo ThinkPad, Microsoft Surface und mehr. Sofortpreis, zertifizierte Datenlöschung, Gratisversand.',
      es: 'Vende tu portátil en Revalu: MacBook, Dell XPS, Lenovo ThinkPad, Microsoft Surface y más. Precio al instante, borrado de datos certificado y envío gratuito.',
      fr: 'Vendez votre ordinateur portable sur Revalu : MacBook, Dell XPS, Lenovo ThinkPad, Microsoft Surface et plus encore. Prix immédiat, effacement certifié des données, envoi gratuit.',
      it: 'Vendi il tuo notebook su Revalu: MacBook, Dell XPS, Lenovo ThinkPad, Microsoft Surface e altri. Prezzo immediato, cancellazione certificata dei dati e spedizione gratuita.',
    },
    metaKeywords: {
      de: 'laptop verkaufen, macbook verkaufen, notebook verkaufen, thinkpad verkaufen, laptop ankauf',
      es: 'vender portátil, vender macbook, vender ordenador portátil, compra de portátiles usados',
      fr: 'vendre ordinateur portable, vendre macbook, vendre pc portable, rachat ordinateur portable',
      it: 'vendere notebook, vendere portatile, vendere macbook, valutazione notebook usato',
    },
    yourBrandItem: {
      de: 'Ihren {brand}-Laptop',
      es: 'tu portátil {brand}',
      fr: 'votre ordinateur portable {brand}',
      it: 'il tuo notebook {brand}',
    },
    brandItems: {
      de: '{brand}-Laptops',
      es: 'portátiles {brand}',
      fr: 'ordinateurs portables {brand}',
      it: 'notebook {brand}',
    },
    searchWords: {
      de: 'laptop notebook',
      es: 'portatil ordenador laptop',
      fr: 'ordinateur portable pc laptop',
      it: 'notebook portatile laptop',
    },
  },
  cameras: {
    name: { de: 'Kameras', es: 'Cámaras', fr: 'Appareils photo', it: 'Fotocamere' },
    url: { de: 'kameras', es: 'camaras', fr: 'appareils-photo', it: 'fotocamere' },
    content: {
      de: 'Verkaufen Sie Ihre gebrauchte Kamera zum Festpreis – spiegellos, Spiegelreflex oder kompakt. Modell und Ausstattung wählen, Auslösungen und Zustand angeben und sofort ein garantiertes Angebot erhalten. Versicherter Versand, kostenlos für Sie.',
      at: 'Verkaufen Sie Ihre gebrauchte Kamera zum Fixpreis – spiegellos, Spiegelreflex oder kompakt. Modell und Ausstattung wählen, Auslösungen und Zustand angeben und sofort ein garantiertes Angebot erhalten. Versicherter Versand, gratis für Sie.',
      es: 'Vende tu cámara usada a precio fijo: sin espejo, réflex o compacta. Elige el modelo y el kit, indica los disparos y el estado, y recibe al momento una oferta garantizada. Envío asegurado y gratuito.',
      fr: 'Vendez votre appareil photo d’occasion à prix fixe : hybride, reflex ou compact. Choisissez le modèle et le kit, indiquez le nombre de déclenchements et l’état, puis recevez immédiatement une offre garantie. Envoi assuré et gratuit.',
      it: "Vendi la tua fotocamera usata a prezzo fisso: mirrorless, reflex o compatta. Scegli modello e kit, indica gli scatti e le condizioni e ricevi subito un'offerta garantita. Spedizione assicurata e gratuita.",
    },
    metaDescription: {
      de: 'Kamera verkaufen bei Revalu: Canon, Nikon, Sony, Fujifilm und mehr. Sofortpreis nach Auslösungen und Zustand, versicherter kostenloser Versand.',
      at: 'Kamera verkaufen bei Revalu Österreich: Canon, Nikon, Sony, Fujifilm und mehr. Sofortpreis nach Auslösungen und Zustand, versicherter Gratisversand.',
      es: 'Vende tu cámara en Revalu: Canon, Nikon, Sony, Fujifilm y más. Precio al instante según disparos y estado, envío asegurado y gratuito.',
      fr: 'Vendez votre appareil photo sur Revalu : Canon, Nikon, Sony, Fujifilm et plus encore. Prix immédiat selon déclenchements et état, envoi assuré et gratuit.',
      it: 'Vendi la tua fotocamera su Revalu: Canon, Nikon, Sony, Fujifilm e altre. Prezzo immediato in base a scatti e condizioni, spedizione assicurata e gratuita.',
    },
    metaKeywords: {
      de: 'kamera verkaufen, spiegelreflexkamera verkaufen, systemkamera verkaufen, fotoankauf',
      es: 'vender cámara, vender cámara réflex, vender cámara sin espejo, compra de cámaras usadas',
      fr: 'vendre appareil photo, vendre reflex, vendre hybride, rachat appareil photo',
      it: 'vendere fotocamera, vendere reflex, vendere mirrorless, valutazione fotocamera usata',
    },
    yourBrandItem: {
      de: 'Ihre {brand}-Kamera',
      es: 'tu cámara {brand}',
      fr: 'votre appareil photo {brand}',
      it: 'la tua fotocamera {brand}',
    },
    brandItems: {
      de: '{brand}-Kameras',
      es: 'cámaras {brand}',
      fr: 'appareils photo {brand}',
      it: 'fotocamere {brand}',
    },
    searchWords: {
      de: 'kamera fotoapparat',
      es: 'camara',
      fr: 'appareil photo',
      it: 'fotocamera macchina fotografica',
    },
  },
  lenses: {
    name: { de: 'Objektive', es: 'Objetivos', fr: 'Objectifs', it: 'Obiettivi' },
    url: { de: 'objektive', es: 'objetivos', fr: 'objectifs', it: 'obiettivi' },
    content: {
      de: 'Verkaufen Sie Ihr gebrauchtes Objektiv zum Festpreis – Festbrennweite, Zoom oder Makro, vom Kamerahersteller oder von Sigma, Tamron und Co. Modell und Bajonett wählen, den Zustand der Linsen angeben und sofort ein garantiertes Angebot erhalten.',
      at: 'Verkaufen Sie Ihr gebrauchtes Objektiv zum Fixpreis – Festbrennweite, Zoom oder Makro, vom Kamerahersteller oder von Sigma, Tamron und Co. Modell und Bajonett wählen, den Zustand der Linsen angeben und sofort ein garantiertes Angebot erhalten.',
      es: 'Vende tu objetivo usado a precio fijo: fijo, zoom o macro, de la marca de tu cámara o de Sigma, Tamron y otras. Elige el modelo y la montura, indica el estado de las lentes y recibe al momento una oferta garantizada.',
      fr: 'Vendez votre objectif d’occasion à prix fixe : focale fixe, zoom ou macro, de la marque de votre boîtier ou de Sigma, Tamron et d’autres. Choisissez le modèle et la monture, indiquez l’état des lentilles et recevez immédiatement une offre garantie.',
      it: "Vendi il tuo obiettivo usato a prezzo fisso: fisso, zoom o macro, della marca della tua fotocamera o di Sigma, Tamron e altre. Scegli il modello e l'innesto, indica lo stato delle lenti e ricevi subito un'offerta garantita.",
    },
    metaDescription: {
      de: 'Objektiv verkaufen bei Revalu: Canon, Nikon, Sony, Sigma, Tamron und mehr. Sofortpreis für jedes Bajonett, versicherter kostenloser Versand.',
      at: 'Objektiv verkaufen bei Revalu Österreich: Canon, Nikon, Sony, Sigma, Tamron und mehr. Sofortpreis für jedes Bajonett, versicherter Gratisversand.',
      es: 'Vende tu objetivo en Revalu: Canon, Nikon, Sony, Sigma, Tamron y más. Precio al instante para cada montura, envío asegurado y gratuito.',
      fr: 'Vendez votre objectif sur Revalu : Canon, Nikon, Sony, Sigma, Tamron et plus encore. Prix immédiat pour chaque monture, envoi assuré et gratuit.',
      it: 'Vendi il tuo obiettivo su Revalu: Canon, Nikon, Sony, Sigma, Tamron e altri. Prezzo immediato per ogni innesto, spedizione assicurata e gratuita.',
    },
    metaKeywords: {
      de: 'objektiv verkaufen, objektiv ankauf, sigma objektiv verkaufen, festbrennweite verkaufen',
      es: 'vender objetivo, vender objetivo sigma, vender objetivo canon, compra de objetivos usados',
      fr: 'vendre objectif, vendre objectif sigma, vendre objectif canon, rachat objectif photo',
      it: 'vendere obiettivo, vendere obiettivo sigma, vendere obiettivo canon, valutazione obiettivi usati',
    },
    yourBrandItem: {
      de: 'Ihr {brand}-Objektiv',
      es: 'tu objetivo {brand}',
      fr: 'votre objectif {brand}',
      it: 'il tuo obiettivo {brand}',
    },
    brandItems: { de: '{brand}-Objektive', es: 'objetivos {brand}', fr: 'objectifs {brand}', it: 'obiettivi {brand}' },
    searchWords: { de: 'objektiv', es: 'objetivo lente', fr: 'objectif', it: 'obiettivo' },
  },
  camcorders: {
    name: { de: 'Camcorder', es: 'Videocámaras', fr: 'Caméscopes', it: 'Videocamere' },
    url: { de: 'camcorder', es: 'videocamaras', fr: 'camescopes', it: 'videocamere' },
    content: {
      de: 'Verkaufen Sie Ihren gebrauchten Camcorder, Ihre Action-Cam oder 360°-Kamera zum Festpreis – von der Sony Handycam bis zur GoPro HERO. Modell auswählen, Zustand angeben und sofort ein garantiertes Angebot erhalten.',
      at: 'Verkaufen Sie Ihren gebrauchten Camcorder, Ihre Action-Cam oder 360°-Kamera zum Fixpreis – von der Sony Handycam bis zur GoPro HERO. Modell auswählen, Zustand angeben und sofort ein garantiertes Angebot erhalten.',
      es: 'Vende tu videocámara, cámara de acción o cámara 360° usada a precio fijo, desde una Sony Handycam hasta una GoPro HERO. Elige el modelo, indica su estado y recibe al momento una oferta garantizada.',
      fr: 'Vendez votre caméscope, caméra d’action ou caméra 360° d’occasion à prix fixe, du Sony Handycam à la GoPro HERO. Choisissez le modèle, indiquez son état et recevez immédiatement une offre garantie.',
      it: "Vendi la tua videocamera, action cam o fotocamera 360° usata a prezzo fisso, dalla Sony Handycam alla GoPro HERO. Scegli il modello, indica le condizioni e ricevi subito un'offerta garantita.",
    },
    metaDescription: {
      de: 'Camcorder und Action-Cam verkaufen bei Revalu: Sony, Panasonic, Canon, GoPro, DJI, Insta360. Sofortpreis und kostenloser Versand.',
      at: 'Camcorder und Action-Cam verkaufen bei Revalu Österreich: Sony, Panasonic, Canon, GoPro, DJI, Insta360. Sofortpreis und Gratisversand.',
      es: 'Vende tu videocámara o cámara de acción en Revalu: Sony, Panasonic, Canon, GoPro, DJI, Insta360. Precio al instante y envío gratuito.',
      fr: 'Vendez votre caméscope ou caméra d’action sur Revalu : Sony, Panasonic, Canon, GoPro, DJI, Insta360. Prix immédiat et envoi gratuit.',
      it: 'Vendi la tua videocamera o action cam su Revalu: Sony, Panasonic, Canon, GoPro, DJI, Insta360. Prezzo immediato e spedizione gratuita.',
    },
    metaKeywords: {
      de: 'camcorder verkaufen, gopro verkaufen, actioncam verkaufen, videokamera ankauf',
      es: 'vender videocámara, vender gopro, vender cámara de acción, compra de videocámaras usadas',
      fr: 'vendre caméscope, vendre gopro, vendre caméra d’action, rachat caméscope',
      it: 'vendere videocamera, vendere gopro, vendere action cam, valutazione videocamere usate',
    },
    yourBrandItem: {
      de: 'Ihren {brand}-Camcorder',
      es: 'tu videocámara {brand}',
      fr: 'votre caméscope {brand}',
      it: 'la tua videocamera {brand}',
    },
    brandItems: {
      de: '{brand}-Camcorder',
      es: 'videocámaras {brand}',
      fr: 'caméscopes {brand}',
      it: 'videocamere {brand}',
    },
    searchWords: {
      de: 'camcorder videokamera actioncam',
      es: 'videocamara camara de accion',
      fr: 'camescope camera sport',
      it: 'videocamera action cam',
    },
  },
  consoles: {
    name: { de: 'Spielkonsolen', es: 'Consolas', fr: 'Consoles de jeux', it: 'Console' },
    url: { de: 'spielkonsolen', es: 'consolas', fr: 'consoles', it: 'console' },
    content: {
      de: 'Verkaufen Sie Ihre gebrauchte Spielkonsole zum Festpreis – PlayStation, Xbox, Nintendo Switch oder Steam Deck. Modell und Edition wählen, Controller und Zustand angeben und sofort ein garantiertes Angebot erhalten.',
      at: 'Verkaufen Sie Ihre gebrauchte Spielkonsole zum Fixpreis – PlayStation, Xbox, Nintendo Switch oder Steam Deck. Modell und Edition wählen, Controller und Zustand angeben und sofort ein garantiertes Angebot erhalten.',
      es: 'Vende tu consola usada a precio fijo: PlayStation, Xbox, Nintendo Switch o Steam Deck. Elige el modelo y la edición, indica los mandos y el estado, y recibe al momento una oferta garantizada.',
      fr: 'Vendez votre console de jeux d’occasion à prix fixe : PlayStation, Xbox, Nintendo Switch ou Steam Deck. Choisissez le modèle et l’édition, indiquez les manettes et l’état, puis recevez immédiatement une offre garantie.',
      it: "Vendi la tua console usata a prezzo fisso: PlayStation, Xbox, Nintendo Switch o Steam Deck. Scegli modello ed edizione, indica i controller e le condizioni e ricevi subito un'offerta garantita.",
    },
    metaDescription: {
      de: 'Konsole verkaufen bei Revalu: PlayStation 5, Xbox Series X, Nintendo Switch, Steam Deck und mehr. Sofortpreis und kostenloser Versand.',
      at: 'Konsole verkaufen bei Revalu Österreich: PlayStation 5, Xbox Series X, Nintendo Switch, Steam Deck und mehr. Sofortpreis und Gratisversand.',
      es: 'Vende tu consola en Revalu: PlayStation 5, Xbox Series X, Nintendo Switch, Steam Deck y más. Precio al instante y envío gratuito.',
      fr: 'Vendez votre console sur Revalu : PlayStation 5, Xbox Series X, Nintendo Switch, Steam Deck et plus encore. Prix immédiat et envoi gratuit.',
      it: 'Vendi la tua console su Revalu: PlayStation 5, Xbox Series X, Nintendo Switch, Steam Deck e altre. Prezzo immediato e spedizione gratuita.',
    },
    metaKeywords: {
      de: 'konsole verkaufen, ps5 verkaufen, playstation verkaufen, xbox verkaufen, switch verkaufen',
      es: 'vender consola, vender ps5, vender playstation, vender xbox, vender switch',
      fr: 'vendre console, vendre ps5, vendre playstation, vendre xbox, vendre switch',
      it: 'vendere console, vendere ps5, vendere playstation, vendere xbox, vendere switch',
    },
    yourBrandItem: {
      de: 'Ihre {brand}-Konsole',
      es: 'tu consola {brand}',
      fr: 'votre console {brand}',
      it: 'la tua console {brand}',
    },
    brandItems: { de: '{brand}-Konsolen', es: 'consolas {brand}', fr: 'consoles {brand}', it: 'console {brand}' },
    searchWords: { de: 'konsole spielkonsole', es: 'consola videoconsola', fr: 'console', it: 'console' },
  },
  monitors: {
    name: { de: 'Monitore', es: 'Monitores', fr: 'Écrans', it: 'Monitor' },
    url: { de: 'monitore', es: 'monitores', fr: 'ecrans', it: 'monitor' },
    content: {
      de: 'Verkaufen Sie Ihren gebrauchten Monitor zum Festpreis – vom Bürobildschirm bis zum OLED-Gaming-Monitor. Modell auswählen, Zustand des Panels angeben und sofort ein garantiertes Angebot erhalten. Der Versand ist kostenlos.',
      at: 'Verkaufen Sie Ihren gebrauchten Monitor zum Fixpreis – vom Bürobildschirm bis zum OLED-Gaming-Monitor. Modell auswählen, Zustand des Panels angeben und sofort ein garantiertes Angebot erhalten. Der Versand ist gratis.',
      es: 'Vende tu monitor usado a precio fijo, desde una pantalla de oficina hasta un monitor gaming OLED. Elige el modelo, indica el estado del panel y recibe al momento una oferta garantizada. El envío es gratuito.',
      fr: 'Vendez votre écran d’occasion à prix fixe, du moniteur de bureau à l’écran gaming OLED. Choisissez le modèle, indiquez l’état de la dalle et recevez immédiatement une offre garantie. L’envoi est gratuit.',
      it: "Vendi il tuo monitor usato a prezzo fisso, dallo schermo da ufficio al monitor gaming OLED. Scegli il modello, indica lo stato del pannello e ricevi subito un'offerta garantita. La spedizione è gratuita.",
    },
    metaDescription: {
      de: 'Monitor verkaufen bei Revalu: Dell, LG, Samsung, Apple, Eizo und mehr. Sofortpreis und kostenloser Versand.',
      at: 'Monitor verkaufen bei Revalu Österreich: Dell, LG, Samsung, Apple, Eizo und mehr. Sofortpreis und Gratisversand.',
      es: 'Vende tu monitor en Revalu: Dell, LG, Samsung, Apple, Eizo y más. Precio al instante y envío gratuito.',
      fr: 'Vendez votre écran sur Revalu : Dell, LG, Samsung, Apple, Eizo et plus encore. Prix immédiat et envoi gratuit.',
      it: 'Vendi il tuo monitor su Revalu: Dell, LG, Samsung, Apple, Eizo e altri. Prezzo immediato e spedizione gratuita.',
    },
    metaKeywords: {
      de: 'monitor verkaufen, bildschirm verkaufen, gaming monitor verkaufen, monitor ankauf',
      es: 'vender monitor, vender pantalla, vender monitor gaming, compra de monitores usados',
      fr: 'vendre écran, vendre moniteur, vendre écran gaming, rachat écran pc',
      it: 'vendere monitor, vendere schermo, vendere monitor gaming, valutazione monitor usato',
    },
    yourBrandItem: {
      de: 'Ihren {brand}-Monitor',
      es: 'tu monitor {brand}',
      fr: 'votre écran {brand}',
      it: 'il tuo monitor {brand}',
    },
    brandItems: { de: '{brand}-Monitore', es: 'monitores {brand}', fr: 'écrans {brand}', it: 'monitor {brand}' },
    searchWords: { de: 'monitor bildschirm', es: 'monitor pantalla', fr: 'ecran moniteur', it: 'monitor schermo' },
  },
};
