import { CONTENT_PAGE_SLUGS, COUNTRY_CODES, countries, type CountryCode, type ShopMode } from 'config';
import { OFFER_VALIDITY_DAYS } from '../../../catalog/pricing';
import type { HomeDocument } from '../schemas';
import { CATEGORY_KEYS } from '../schemas';

type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** Category slugs per country (the catalogue's `sell/{category}` urls). */
export const CATEGORY_SLUGS: Record<CountryCode, Record<CategoryKey, string>> = {
  de: {
    smartphones: 'smartphones',
    tablets: 'tablets',
    laptops: 'laptops',
    cameras: 'kameras',
    lenses: 'objektive',
    camcorders: 'camcorder',
    consoles: 'spielkonsolen',
    monitors: 'monitore',
  },
  at: {
    smartphones: 'smartphones',
    tablets: 'tablets',
    laptops: 'laptops',
    cameras: 'kameras',
    lenses: 'objektive',
    camcorders: 'camcorder',
    consoles: 'spielkonsolen',
    monitors: 'monitore',
  },
  es: {
    smartphones: 'moviles',
    tablets: 'tablets',
    laptops: 'portatiles',
    cameras: 'camaras',
    lenses: 'objetivos',
    camcorders: 'videocamaras',
    consoles: 'consolas',
    monitors: 'monitores',
  },
  fr: {
    smartphones: 'smartphones',
    tablets: 'tablettes',
    laptops: 'ordinateurs-portables',
    cameras: 'appareils-photo',
    lenses: 'objectifs',
    camcorders: 'camescopes',
    consoles: 'consoles',
    monitors: 'ecrans',
  },
  it: {
    smartphones: 'smartphone',
    tablets: 'tablet',
    laptops: 'notebook',
    cameras: 'fotocamere',
    lenses: 'obiettivi',
    camcorders: 'videocamere',
    consoles: 'console',
    monitors: 'monitor',
  },
};

interface LanguageTexts {
  hero: Record<'default' | 'widget' | 'agan' | 'b2bWidget', { title: string; lead: string }>;
  highlights: string[];
  categoriesTitle: string;
  /** Each tile's title is the category's name in the catalogue (seed/categories.ts), as every list of categories shows it. */
  categories: Record<CategoryKey, { title: string; text: string }>;
  stepsTitle: string;
  steps: { title: string; text: string }[];
  trustTitle: string;
  trust: HomeDocument['trust']['items'];
  newsletter: { title: string; text: string };
  video: NonNullable<HomeDocument['video']>;
  b2bTeaser: { title: string; text: string } | null;
  /** The home banner's texts; it links to the "how it works" page. */
  banner: { title: string; text: string; link: string };
}

function german(country: 'de' | 'at'): LanguageTexts {
  const carrier = countries[country].footerShippingLogo === 'dhl' ? 'DHL' : 'UPS';
  return {
    hero: {
      default: {
        title: 'Gebrauchte Technik verkaufen – zum festen Preis',
        lead: 'Angebot in zwei Minuten, kostenloser Versand, Geld in wenigen Tagen auf dem Konto. Ohne Inserat und ohne Feilschen.',
      },
      agan: {
        title: 'Alte Geräte in bares Geld verwandeln',
        lead: 'Sofortpreis für Smartphone, Kamera, Laptop und mehr – kostenlos einsenden, schnell ausgezahlt.',
      },
      widget: {
        title: 'Was ist Ihr altes Gerät wert?',
        lead: 'Gerät suchen, Zustand angeben, Festpreis erhalten – der Ankauf läuft über unseren Partner Revalu.',
      },
      b2bWidget: {
        title: 'Firmengeräte zum Festpreis verkaufen',
        lead: 'Diensthandys, Tablets und Laptops Ihres Unternehmens: verbindliches Angebot, zertifizierte Datenlöschung, Rechnung mit Umsatzsteuer.',
      },
    },
    highlights: ['Kostenloser Versand', 'Auszahlung in 5 Werktagen', 'Zertifizierte Datenlöschung'],
    categoriesTitle: 'Das kaufen wir an',
    categories: {
      smartphones: { title: 'Smartphones', text: 'iPhone, Galaxy, Pixel und viele mehr – auch mit Displayschaden.' },
      tablets: { title: 'Tablets', text: 'iPad, Galaxy Tab und andere, mit WLAN oder Mobilfunk.' },
      laptops: { title: 'Laptops', text: 'MacBook, ThinkPad, XPS und weitere Notebooks.' },
      cameras: { title: 'Kameras', text: 'Spiegellose Systemkameras und Spiegelreflexkameras.' },
      lenses: { title: 'Objektive', text: 'Festbrennweiten und Zooms für alle gängigen Bajonette.' },
      camcorders: { title: 'Camcorder', text: 'Videokameras und Action-Cams.' },
      consoles: { title: 'Spielkonsolen', text: 'PlayStation, Xbox, Nintendo Switch und Handhelds.' },
      monitors: { title: 'Monitore', text: 'Office-, Gaming- und Profi-Monitore.' },
    },
    stepsTitle: 'So einfach geht’s',
    steps: [
      {
        title: 'Angebot holen',
        text: 'Gerät suchen, ein paar Fragen zum Zustand beantworten und sofort einen verbindlichen Preis erhalten.',
      },
      {
        title: 'Kostenlos einsenden',
        text: `Verkauf abschließen, ${carrier}-Etikett ausdrucken und das Paket gratis bei ${carrier} abgeben.`,
      },
      { title: 'Geld erhalten', text: 'Wir prüfen in drei Werktagen und überweisen auf Ihr Bankkonto oder PayPal.' },
    ],
    trustTitle: 'Darauf können Sie sich verlassen',
    trust: [
      {
        icon: 'guarantee',
        title: 'Fester Preis',
        text: 'Stimmt der Zustand, zahlen wir genau den Preis aus Ihrem Angebot.',
      },
      {
        icon: 'inspection',
        title: 'Faire Prüfung',
        text: 'Weicht etwas ab, begründen wir jeden Abzug – und Sie entscheiden.',
      },
      {
        icon: 'shipping',
        title: 'Versand gratis und versichert',
        text: `Mit ${carrier}, ohne Kosten für Sie. Eine Rücksendung ist immer kostenlos.`,
      },
      {
        icon: 'erasure',
        title: 'Zertifizierte Datenlöschung',
        text: 'Jeder Speicher wird nach NIST SP 800-88 gelöscht.',
      },
    ],
    newsletter: {
      title: 'Preis-Tipps per E-Mail',
      text: 'Erfahren Sie, wann Ihr Gerät am meisten wert ist, und erhalten Sie exklusive Ankaufsaktionen. Höchstens zwei E-Mails im Monat, jederzeit abbestellbar.',
    },
    video: {
      title: 'Welcher Zustand passt zu meinem Gerät?',
      text: 'In 35 Sekunden zeigen wir, worauf wir bei der Prüfung achten – damit Ihr Angebot von Anfang an stimmt.',
      captions: [
        { start: 0, end: 5, text: 'Welcher Zustand passt zu Ihrem Gerät? Wir zeigen es Ihnen.' },
        { start: 5, end: 11, text: 'Wie neu: keine Kratzer, keine Gebrauchsspuren, alles funktioniert.' },
        { start: 11, end: 17, text: 'Sehr gut: feine Kratzer, die man nur bei genauem Hinsehen sieht.' },
        { start: 17, end: 23, text: 'Gut: sichtbare Gebrauchsspuren am Gehäuse, das Display ist intakt.' },
        { start: 23, end: 29, text: 'Defekt: Risse im Display, Wasserschaden oder es lässt sich nicht einschalten.' },
        { start: 29, end: 35, text: 'Auch defekte Geräte kaufen wir an – zu einem fairen Preis.' },
      ],
    },
    banner: {
      title: `Ihr Preis gilt ${OFFER_VALIDITY_DAYS} Tage`,
      text: 'Sichern Sie sich Ihr Angebot jetzt und verpacken Sie das Gerät in Ruhe: Stimmt der Zustand, zahlen wir genau diesen Preis.',
      link: 'So funktioniert’s',
    },
    b2bTeaser:
      country === 'de'
        ? {
            title: 'Sie verkaufen für ein Unternehmen?',
            text: 'Festpreise für ganze Geräteflotten, Abholung ab 20 Geräten und Löschzertifikat pro Gerät.',
          }
        : null,
  };
}

const spanish: LanguageTexts = {
  hero: {
    default: {
      title: 'Vende tu tecnología usada a precio fijo',
      lead: 'Oferta en dos minutos, envío gratis y el dinero en tu cuenta en pocos días. Sin anuncios y sin regateos.',
    },
    agan: {
      title: 'Convierte tus aparatos viejos en dinero',
      lead: 'Precio inmediato para tu móvil, cámara o portátil: envío gratis y pago rápido.',
    },
    widget: {
      title: '¿Cuánto vale tu dispositivo?',
      lead: 'Busca tu dispositivo, indica su estado y recibe un precio fijo: la compra la gestiona nuestro socio Revalu.',
    },
    b2bWidget: {
      title: 'Vende los dispositivos de tu empresa a precio fijo',
      lead: 'Móviles, tablets y portátiles de empresa: oferta vinculante, borrado de datos certificado y factura con IVA.',
    },
  },
  highlights: ['Envío gratis', 'Pago en 5 días laborables', 'Borrado de datos certificado'],
  categoriesTitle: 'Esto es lo que compramos',
  categories: {
    smartphones: { title: 'Móviles', text: 'iPhone, Galaxy, Pixel y muchos más, también con la pantalla rota.' },
    tablets: { title: 'Tablets', text: 'iPad, Galaxy Tab y otras, con wifi o datos móviles.' },
    laptops: { title: 'Portátiles', text: 'MacBook, ThinkPad, XPS y otros portátiles.' },
    cameras: { title: 'Cámaras', text: 'Cámaras sin espejo y réflex.' },
    lenses: { title: 'Objetivos', text: 'Fijos y zooms para todas las monturas habituales.' },
    camcorders: { title: 'Videocámaras', text: 'Videocámaras y cámaras de acción.' },
    consoles: { title: 'Consolas', text: 'PlayStation, Xbox, Nintendo Switch y portátiles.' },
    monitors: { title: 'Monitores', text: 'Monitores de oficina, gaming y profesionales.' },
  },
  stepsTitle: 'Así de fácil',
  steps: [
    {
      title: 'Pide tu oferta',
      text: 'Busca tu dispositivo, responde unas preguntas sobre su estado y recibe al momento un precio vinculante.',
    },
    {
      title: 'Envíalo gratis',
      text: 'Completa la venta, imprime la etiqueta de UPS y entrega el paquete gratis en un punto UPS.',
    },
    { title: 'Cobra', text: 'Lo revisamos en tres días laborables y te pagamos por transferencia o PayPal.' },
  ],
  trustTitle: 'Puedes confiar en nosotros',
  trust: [
    {
      icon: 'guarantee',
      title: 'Precio fijo',
      text: 'Si el estado coincide, te pagamos exactamente el precio de tu oferta.',
    },
    {
      icon: 'inspection',
      title: 'Revisión justa',
      text: 'Si algo no coincide, justificamos cada descuento y tú decides.',
    },
    {
      icon: 'shipping',
      title: 'Envío gratis y asegurado',
      text: 'Con UPS, sin coste para ti. La devolución siempre es gratuita.',
    },
    { icon: 'erasure', title: 'Borrado de datos certificado', text: 'Borramos cada memoria según NIST SP 800-88.' },
  ],
  newsletter: {
    title: 'Consejos de precio en tu correo',
    text: 'Descubre cuándo vale más tu dispositivo y recibe campañas de compra exclusivas. Como mucho dos correos al mes; puedes darte de baja cuando quieras.',
  },
  video: {
    title: '¿Qué estado tiene mi dispositivo?',
    text: 'En 35 segundos te enseñamos en qué nos fijamos al revisar, para que tu oferta sea correcta desde el principio.',
    captions: [
      { start: 0, end: 5, text: '¿Qué estado tiene tu dispositivo? Te lo enseñamos.' },
      { start: 5, end: 11, text: 'Como nuevo: sin arañazos, sin marcas de uso y todo funciona.' },
      { start: 11, end: 17, text: 'Muy bueno: arañazos finos que solo se ven de cerca.' },
      { start: 17, end: 23, text: 'Bueno: marcas de uso visibles en la carcasa; la pantalla está intacta.' },
      { start: 23, end: 29, text: 'Averiado: pantalla rota, daños por agua o no se enciende.' },
      { start: 29, end: 35, text: 'También compramos dispositivos averiados, a un precio justo.' },
    ],
  },
  banner: {
    title: `Tu precio está garantizado ${OFFER_VALIDITY_DAYS} días`,
    text: 'Asegura hoy tu oferta y embala el dispositivo con calma: si el estado coincide, te pagamos exactamente ese precio.',
    link: 'Cómo funciona',
  },
  b2bTeaser: null,
};

const french: LanguageTexts = {
  hero: {
    default: {
      title: 'Vendez votre high-tech d’occasion à prix fixe',
      lead: 'Une offre en deux minutes, l’envoi gratuit et l’argent sur votre compte en quelques jours. Sans annonce ni marchandage.',
    },
    agan: {
      title: 'Transformez vos vieux appareils en argent',
      lead: 'Un prix immédiat pour votre smartphone, appareil photo ou ordinateur : envoi gratuit, paiement rapide.',
    },
    widget: {
      title: 'Combien vaut votre appareil ?',
      lead: 'Cherchez votre appareil, indiquez son état et obtenez un prix fixe : le rachat est assuré par notre partenaire Revalu.',
    },
    b2bWidget: {
      title: 'Vendez les appareils de votre entreprise à prix fixe',
      lead: 'Téléphones, tablettes et ordinateurs professionnels : offre ferme, effacement certifié des données et facture avec TVA.',
    },
  },
  highlights: ['Envoi gratuit', 'Paiement sous 5 jours ouvrés', 'Effacement certifié des données'],
  categoriesTitle: 'Ce que nous rachetons',
  categories: {
    smartphones: { title: 'Smartphones', text: 'iPhone, Galaxy, Pixel et bien d’autres, même avec l’écran cassé.' },
    tablets: { title: 'Tablettes', text: 'iPad, Galaxy Tab et autres, Wi-Fi ou cellulaire.' },
    laptops: { title: 'Ordinateurs portables', text: 'MacBook, ThinkPad, XPS et autres portables.' },
    cameras: { title: 'Appareils photo', text: 'Hybrides et reflex.' },
    lenses: { title: 'Objectifs', text: 'Focales fixes et zooms pour toutes les montures courantes.' },
    camcorders: { title: 'Caméscopes', text: 'Caméscopes et caméras d’action.' },
    consoles: { title: 'Consoles de jeux', text: 'PlayStation, Xbox, Nintendo Switch et consoles portables.' },
    monitors: { title: 'Écrans', text: 'Écrans bureautiques, gaming et professionnels.' },
  },
  stepsTitle: 'Simple comme tout',
  steps: [
    {
      title: 'Obtenez votre offre',
      text: 'Cherchez votre appareil, répondez à quelques questions sur son état et recevez aussitôt un prix ferme.',
    },
    {
      title: 'Envoyez-le gratuitement',
      text: 'Finalisez la vente, imprimez l’étiquette UPS et déposez gratuitement le colis dans un point UPS.',
    },
    { title: 'Soyez payé', text: 'Nous le contrôlons en trois jours ouvrés et vous payons par virement ou PayPal.' },
  ],
  trustTitle: 'Nos engagements',
  trust: [
    {
      icon: 'guarantee',
      title: 'Prix fixe',
      text: 'Si l’état correspond, nous payons exactement le prix de votre offre.',
    },
    {
      icon: 'inspection',
      title: 'Contrôle équitable',
      text: 'En cas d’écart, chaque déduction est justifiée, et c’est vous qui décidez.',
    },
    {
      icon: 'shipping',
      title: 'Envoi gratuit et assuré',
      text: 'Avec UPS, sans frais pour vous. Le retour est toujours gratuit.',
    },
    { icon: 'erasure', title: 'Effacement certifié', text: 'Chaque support est effacé selon la norme NIST SP 800-88.' },
  ],
  newsletter: {
    title: 'Nos conseils prix par e-mail',
    text: 'Sachez quand votre appareil vaut le plus et profitez d’offres de rachat exclusives. Deux e-mails par mois au maximum, désinscription à tout moment.',
  },
  video: {
    title: 'Quel état pour mon appareil ?',
    text: 'En 35 secondes, nous vous montrons ce que nous vérifions, pour que votre offre soit juste dès le départ.',
    captions: [
      { start: 0, end: 5, text: 'Quel est l’état de votre appareil ? Nous vous montrons.' },
      { start: 5, end: 11, text: 'Comme neuf : aucune rayure, aucune trace d’usure, tout fonctionne.' },
      { start: 11, end: 17, text: 'Très bon : de fines rayures, visibles seulement de près.' },
      { start: 17, end: 23, text: 'Bon : traces d’usure visibles sur la coque, l’écran est intact.' },
      { start: 23, end: 29, text: 'En panne : écran fissuré, dégât des eaux ou il ne s’allume plus.' },
      { start: 29, end: 35, text: 'Nous rachetons aussi les appareils en panne, à un prix juste.' },
    ],
  },
  banner: {
    title: `Votre prix est garanti ${OFFER_VALIDITY_DAYS} jours`,
    text: 'Bloquez votre offre dès maintenant et emballez votre appareil sans vous presser : si l’état correspond, nous vous versons exactement ce prix.',
    link: 'Comment ça marche',
  },
  b2bTeaser: null,
};

const italian: LanguageTexts = {
  hero: {
    default: {
      title: 'Vendi la tua tecnologia usata a prezzo fisso',
      lead: 'Offerta in due minuti, spedizione gratuita e soldi sul conto in pochi giorni. Senza annunci e senza trattative.',
    },
    agan: {
      title: 'Trasforma i vecchi dispositivi in denaro',
      lead: 'Prezzo immediato per smartphone, fotocamera o portatile: spedizione gratuita, pagamento rapido.',
    },
    widget: {
      title: 'Quanto vale il tuo dispositivo?',
      lead: 'Cerca il dispositivo, indica le condizioni e ricevi un prezzo fisso: l’acquisto è gestito dal nostro partner Revalu.',
    },
    b2bWidget: {
      title: 'Vendi i dispositivi aziendali a prezzo fisso',
      lead: 'Telefoni, tablet e portatili aziendali: offerta vincolante, cancellazione dati certificata e fattura con IVA.',
    },
  },
  highlights: ['Spedizione gratuita', 'Pagamento in 5 giorni lavorativi', 'Cancellazione dati certificata'],
  categoriesTitle: 'Cosa acquistiamo',
  categories: {
    smartphones: { title: 'Smartphone', text: 'iPhone, Galaxy, Pixel e molti altri, anche con il display rotto.' },
    tablets: { title: 'Tablet', text: 'iPad, Galaxy Tab e altri, Wi-Fi o cellular.' },
    laptops: { title: 'Notebook', text: 'MacBook, ThinkPad, XPS e molti altri portatili.' },
    cameras: { title: 'Fotocamere', text: 'Mirrorless e reflex.' },
    lenses: { title: 'Obiettivi', text: 'Focali fisse e zoom per tutti gli innesti più diffusi.' },
    camcorders: { title: 'Videocamere', text: 'Videocamere e action cam.' },
    consoles: { title: 'Console', text: 'PlayStation, Xbox, Nintendo Switch e console portatili.' },
    monitors: { title: 'Monitor', text: 'Monitor da ufficio, gaming e professionali.' },
  },
  stepsTitle: 'Semplicissimo',
  steps: [
    {
      title: 'Ricevi l’offerta',
      text: 'Cerca il dispositivo, rispondi a qualche domanda sulle condizioni e ottieni subito un prezzo vincolante.',
    },
    {
      title: 'Spediscilo gratis',
      text: 'Completa la vendita, stampa l’etichetta UPS e consegna il pacco gratis in un punto UPS.',
    },
    {
      title: 'Ricevi il pagamento',
      text: 'Lo verifichiamo in tre giorni lavorativi e ti paghiamo con bonifico o PayPal.',
    },
  ],
  trustTitle: 'Su di noi puoi contare',
  trust: [
    {
      icon: 'guarantee',
      title: 'Prezzo fisso',
      text: 'Se le condizioni corrispondono, paghiamo esattamente il prezzo della tua offerta.',
    },
    {
      icon: 'inspection',
      title: 'Verifica equa',
      text: 'Se qualcosa non corrisponde, motiviamo ogni riduzione e decidi tu.',
    },
    {
      icon: 'shipping',
      title: 'Spedizione gratuita e assicurata',
      text: 'Con UPS, senza costi per te. Il reso è sempre gratuito.',
    },
    {
      icon: 'erasure',
      title: 'Cancellazione certificata',
      text: 'Ogni memoria viene cancellata secondo NIST SP 800-88.',
    },
  ],
  newsletter: {
    title: 'Consigli sui prezzi via e-mail',
    text: 'Scopri quando il tuo dispositivo vale di più e ricevi promozioni di acquisto esclusive. Al massimo due e-mail al mese, disiscrizione in qualsiasi momento.',
  },
  video: {
    title: 'In che condizioni è il mio dispositivo?',
    text: 'In 35 secondi ti mostriamo cosa controlliamo, così la tua offerta è giusta fin dall’inizio.',
    captions: [
      { start: 0, end: 5, text: 'In che condizioni è il tuo dispositivo? Te lo mostriamo.' },
      { start: 5, end: 11, text: 'Come nuovo: nessun graffio, nessun segno d’uso, tutto funziona.' },
      { start: 11, end: 17, text: 'Ottimo: graffi sottili, visibili solo da vicino.' },
      { start: 17, end: 23, text: 'Buono: segni d’uso visibili sulla scocca, il display è intatto.' },
      { start: 23, end: 29, text: 'Guasto: display rotto, danni da liquidi o non si accende.' },
      { start: 29, end: 35, text: 'Acquistiamo anche dispositivi guasti, a un prezzo giusto.' },
    ],
  },
  banner: {
    title: `Il tuo prezzo è garantito per ${OFFER_VALIDITY_DAYS} giorni`,
    text: 'Blocca subito la tua offerta e imballa il dispositivo con calma: se le condizioni corrispondono, ti paghiamo esattamente quel prezzo.',
    link: 'Come funziona',
  },
  b2bTeaser: null,
};

/** Reviews for the seal and slider (Germany only: the review flags are on only there). */
const GERMAN_REVIEWS: NonNullable<HomeDocument['reviews']> = {
  title: 'Das sagen unsere Kundinnen und Kunden',
  rating: 4.7,
  count: 12480,
  items: [
    {
      author: 'Katrin M.',
      city: 'Leipzig',
      rating: 5,
      date: '2025-05-12',
      device: 'iPhone 13',
      text: 'Angebot online, Paket am nächsten Tag bei DHL abgegeben, vier Tage später war das Geld da. Genau der Preis, der angezeigt wurde.',
    },
    {
      author: 'Tobias R.',
      city: 'München',
      rating: 5,
      date: '2025-04-28',
      device: 'Sony Alpha 7 III',
      text: 'Hatte Bedenken wegen der Kamera, aber die Prüfung war gründlich und fair. Sehr gute Kommunikation.',
    },
    {
      author: 'Aylin K.',
      city: 'Köln',
      rating: 4,
      date: '2025-04-03',
      device: 'iPad Air',
      text: 'Ein kleiner Kratzer wurde gefunden, der Abzug war nachvollziehbar erklärt. Ich konnte in Ruhe entscheiden und habe angenommen.',
    },
    {
      author: 'Jens P.',
      city: 'Hamburg',
      rating: 5,
      date: '2025-03-17',
      device: 'PlayStation 5',
      text: 'Unkompliziert und schnell. Viel angenehmer als ein Inserat mit zig Nachrichten.',
    },
    {
      author: 'Miriam S.',
      city: 'Freiburg',
      rating: 5,
      date: '2025-02-22',
      device: 'MacBook Pro 14',
      text: 'Das Löschzertifikat hat mich überzeugt. Auszahlung per PayPal kam schneller als erwartet.',
    },
  ],
};

const TEXTS: Record<CountryCode, LanguageTexts> = {
  de: german('de'),
  at: german('at'),
  es: spanish,
  fr: french,
  it: italian,
};

/** The shop modes each country runs: every country has its shop and partner widget; the sister brand is German. */
export const COUNTRY_SHOP_MODES: Record<CountryCode, ShopMode[]> = {
  de: ['default', 'b2bWidget', 'agan', 'aganwidget'],
  at: ['default', 'b2bWidget'],
  es: ['default', 'b2bWidget'],
  fr: ['default', 'b2bWidget'],
  it: ['default', 'b2bWidget'],
};

function documentFor(country: CountryCode, shopMode: ShopMode): HomeDocument {
  const t = TEXTS[country];
  const slugs = CATEGORY_SLUGS[country];
  const hero =
    shopMode === 'default'
      ? t.hero.default
      : shopMode === 'agan'
        ? t.hero.agan
        : shopMode === 'b2bWidget'
          ? t.hero.b2bWidget
          : t.hero.widget;
  return {
    hero: { ...hero, highlights: t.highlights },
    categories: {
      title: t.categoriesTitle,
      items: CATEGORY_KEYS.map((key) => ({ key, slug: slugs[key], ...t.categories[key] })),
    },
    steps: { title: t.stepsTitle, items: t.steps },
    trust: { title: t.trustTitle, items: t.trust },
    reviews: country === 'de' ? GERMAN_REVIEWS : null,
    newsletter: countries[country].newsletter ? t.newsletter : null,
    video: countries[country].conditionsVideo ? t.video : null,
    b2bTeaser: countries[country].b2b ? t.b2bTeaser : null,
    banner: countries[country].homeBanner
      ? {
          title: t.banner.title,
          text: t.banner.text,
          link: {
            label: t.banner.link,
            route: { name: 'content', params: { content: CONTENT_PAGE_SLUGS[country].howItWorks } },
          },
        }
      : null,
  };
}

export function homeSeed(): { country: CountryCode; shopMode: ShopMode; document: HomeDocument }[] {
  return COUNTRY_CODES.flatMap((country) =>
    COUNTRY_SHOP_MODES[country].map((shopMode) => ({ country, shopMode, document: documentFor(country, shopMode) })),
  );
}
