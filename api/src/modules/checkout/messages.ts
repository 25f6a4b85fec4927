import type { Locale } from 'config';
import { SHIPPING_DEADLINE_DAYS } from 'config/checkout';

/**
 * The texts the server writes for a trade: the confirmation mail and the shipping label, in the
 * shop's five languages. de-AT holds only what Austrians say differently (falls back to de-DE).
 * Placeholders: {name}.
 */
export interface TradeMessages {
  /** "{label}: {value}" as the language writes it (French puts a no-break space before the colon). */
  labelValue: string;
  subject: string;
  greeting: { mr: string; ms: string; none: string };
  intro: string;
  tradeNumber: string;
  devices: string;
  line: string;
  voucher: string;
  payoutTotal: string;
  payoutIban: string;
  payoutPaypal: string;
  company: string;
  howToShip: string;
  steps: { erase: string; pack: string; label: string; ship: { dhl: string; ups: string } };
  afterArrival: string;
  labelLink: string;
  labelAttached: string;
  questions: string;
  signoff: string;
  team: string;
  label: {
    title: string;
    service: { dhl: string; ups: string };
    sender: string;
    recipient: string;
    reference: string;
    deviceCount: string;
    created: string;
    cutHere: string;
    stickIt: string;
    checklistTitle: string;
    checklist: string[];
    warehouseCountry: string;
  };
}

const deDE: TradeMessages = {
  labelValue: '{label}: {value}',
  subject: 'Ihr Verkauf {tradeNumber} bei Revalu – so geht es weiter',
  greeting: {
    mr: 'Sehr geehrter Herr {lastName},',
    ms: 'Sehr geehrte Frau {lastName},',
    none: 'Guten Tag {firstName} {lastName},',
  },
  intro: 'vielen Dank für Ihren Verkauf bei Revalu. Wir haben Ihren Auftrag erhalten und freuen uns auf Ihre Geräte.',
  tradeNumber: 'Ihre Verkaufsnummer',
  devices: 'Ihre Geräte',
  line: '{quantity} × {device}: {amount}',
  voucher: 'Gutschein {code}: + {amount}',
  payoutTotal: 'Auszahlungsbetrag',
  payoutIban: 'Wir überweisen den Betrag auf Ihr Konto mit der Endung {last4} (Kontoinhaber: {holder}).',
  payoutPaypal: 'Wir zahlen den Betrag auf Ihr PayPal-Konto {email} aus.',
  company: 'Firma: {company}, USt-IdNr. {vatId}',
  howToShip: 'So versenden Sie Ihre Geräte',
  steps: {
    erase:
      'Daten sichern und Gerät zurücksetzen: Melden Sie sich von allen Konten ab (z. B. „Wo ist?“ oder Google-Konto) und nehmen Sie SIM- und Speicherkarten heraus.',
    pack: 'Gut verpacken: jedes Gerät einzeln in Polstermaterial, alles zusammen in einem stabilen Karton.',
    label:
      'Das Versandetikett ausdrucken und gut sichtbar auf das Paket kleben. Die Verkaufsnummer steht darauf – bitte nicht überkleben.',
    ship: {
      dhl: `Das Paket innerhalb von ${SHIPPING_DEADLINE_DAYS} Tagen kostenlos in einer DHL-Filiale oder an einer Packstation abgeben und den Einlieferungsbeleg aufbewahren.`,
      ups: `Das Paket innerhalb von ${SHIPPING_DEADLINE_DAYS} Tagen kostenlos an einem UPS Access Point abgeben und den Einlieferungsbeleg aufbewahren.`,
    },
  },
  afterArrival:
    'Sobald Ihr Paket bei uns ist, prüfen wir die Geräte, meist innerhalb von drei Werktagen. Stimmt alles, überweisen wir den Betrag. Weicht der Zustand ab, bekommen Sie ein neues Angebot – Sie entscheiden, ob Sie es annehmen oder Ihre Geräte kostenlos zurückbekommen.',
  labelLink: 'Versandetikett (PDF) herunterladen: {url}',
  labelAttached: 'Das Versandetikett finden Sie auch im Anhang dieser E-Mail.',
  questions: 'Fragen? Antworten Sie einfach auf diese E-Mail oder rufen Sie uns an: {phone}.',
  signoff: 'Viele Grüße',
  team: 'Ihr Revalu-Team',
  label: {
    title: 'Versandetikett',
    service: {
      dhl: 'DHL Paket · Retoure · Entgelt zahlt Empfänger',
      ups: 'UPS Standard · Returns · Entgelt zahlt Empfänger',
    },
    sender: 'Absender',
    recipient: 'Empfänger',
    reference: 'Verkaufsnummer',
    deviceCount: 'Geräte im Paket: {count}',
    created: 'Erstellt am {date}',
    cutHere: 'Hier abschneiden',
    stickIt: 'Gut sichtbar auf die größte Seite des Pakets kleben. Strichcode nicht knicken oder überkleben.',
    checklistTitle: 'Vor dem Versand',
    checklist: [
      'Von allen Konten abgemeldet („Wo ist?“, Google-Konto, Samsung-Konto)',
      'Gerät auf Werkseinstellungen zurückgesetzt',
      'SIM- und Speicherkarten entnommen',
      'Jedes Gerät einzeln gepolstert, stabiler Karton',
    ],
    warehouseCountry: 'DEUTSCHLAND',
  },
};

const deAT: Partial<TradeMessages> = {
  signoff: 'Freundliche Grüße',
  company: 'Firma: {company}, UID-Nr. {vatId}',
};

const esES: TradeMessages = {
  labelValue: '{label}: {value}',
  subject: 'Tu venta {tradeNumber} en Revalu: los siguientes pasos',
  greeting: { mr: 'Hola, {firstName}:', ms: 'Hola, {firstName}:', none: 'Hola, {firstName}:' },
  intro: 'Gracias por vender tus dispositivos en Revalu. Hemos recibido tu pedido y ya estamos esperando el paquete.',
  tradeNumber: 'Tu número de venta',
  devices: 'Tus dispositivos',
  line: '{quantity} × {device}: {amount}',
  voucher: 'Cupón {code}: + {amount}',
  payoutTotal: 'Importe a cobrar',
  payoutIban: 'Te haremos una transferencia a la cuenta terminada en {last4} (titular: {holder}).',
  payoutPaypal: 'Te enviaremos el importe a tu cuenta de PayPal {email}.',
  company: 'Empresa: {company}, NIF-IVA {vatId}',
  howToShip: 'Cómo enviarnos tus dispositivos',
  steps: {
    erase:
      'Haz una copia de seguridad y restablece el dispositivo: cierra la sesión de todas tus cuentas (por ejemplo, «Buscar» o tu cuenta de Google) y retira la SIM y las tarjetas de memoria.',
    pack: 'Embálalo bien: cada dispositivo envuelto por separado con material de relleno y todo en una caja resistente.',
    label: 'Imprime la etiqueta de envío y pégala bien visible en el paquete. Lleva tu número de venta: no la tapes.',
    ship: {
      dhl: `Entrega el paquete gratis en un punto DHL en un plazo de ${SHIPPING_DEADLINE_DAYS} días y guarda el justificante de entrega.`,
      ups: `Entrega el paquete gratis en un UPS Access Point en un plazo de ${SHIPPING_DEADLINE_DAYS} días y guarda el justificante de entrega.`,
    },
  },
  afterArrival:
    'Cuando recibamos el paquete, revisaremos los dispositivos, normalmente en tres días laborables. Si todo está correcto, te transferimos el importe. Si el estado no coincide, te haremos una nueva oferta: tú decides si la aceptas o si te lo devolvemos sin coste.',
  labelLink: 'Descargar la etiqueta de envío (PDF): {url}',
  labelAttached: 'También encontrarás la etiqueta adjunta a este correo.',
  questions: '¿Tienes alguna pregunta? Responde a este correo o llámanos al {phone}.',
  signoff: 'Un saludo,',
  team: 'El equipo de Revalu',
  label: {
    title: 'Etiqueta de envío',
    service: {
      dhl: 'DHL Paket · Devolución · Porte pagado por el destinatario',
      ups: 'UPS Standard · Returns · Porte pagado por el destinatario',
    },
    sender: 'Remitente',
    recipient: 'Destinatario',
    reference: 'Número de venta',
    deviceCount: 'Dispositivos en el paquete: {count}',
    created: 'Creada el {date}',
    cutHere: 'Cortar por aquí',
    stickIt: 'Pégala bien visible en la cara más grande del paquete. No dobles ni tapes el código de barras.',
    checklistTitle: 'Antes de enviarlo',
    checklist: [
      'Sesión cerrada en todas las cuentas («Buscar», Google, Samsung)',
      'Dispositivo restablecido a los ajustes de fábrica',
      'SIM y tarjetas de memoria retiradas',
      'Cada dispositivo protegido por separado, caja resistente',
    ],
    warehouseCountry: 'ALEMANIA',
  },
};

const frFR: TradeMessages = {
  labelValue: '{label} : {value}',
  subject: 'Votre vente {tradeNumber} chez Revalu : la suite',
  greeting: {
    mr: 'Bonjour Monsieur {lastName},',
    ms: 'Bonjour Madame {lastName},',
    none: 'Bonjour {firstName} {lastName},',
  },
  intro:
    'Merci d’avoir choisi Revalu pour vendre vos appareils. Nous avons bien reçu votre commande et attendons votre colis.',
  tradeNumber: 'Votre numéro de vente',
  devices: 'Vos appareils',
  line: '{quantity} × {device} : {amount}',
  voucher: 'Code promo {code} : + {amount}',
  payoutTotal: 'Montant reversé',
  payoutIban: 'Nous virerons le montant sur votre compte se terminant par {last4} (titulaire : {holder}).',
  payoutPaypal: 'Nous verserons le montant sur votre compte PayPal {email}.',
  company: 'Société : {company}, n° TVA {vatId}',
  howToShip: 'Comment nous envoyer vos appareils',
  steps: {
    erase:
      'Sauvegardez vos données et réinitialisez l’appareil : déconnectez-vous de tous vos comptes (par exemple « Localiser » ou votre compte Google) et retirez la carte SIM et les cartes mémoire.',
    pack: 'Emballez avec soin : chaque appareil protégé séparément, le tout dans un carton solide.',
    label:
      'Imprimez l’étiquette d’expédition et collez-la bien en vue sur le colis. Elle porte votre numéro de vente : ne la recouvrez pas.',
    ship: {
      dhl: `Déposez le colis gratuitement dans un point DHL sous ${SHIPPING_DEADLINE_DAYS} jours et conservez le justificatif de dépôt.`,
      ups: `Déposez le colis gratuitement dans un UPS Access Point sous ${SHIPPING_DEADLINE_DAYS} jours et conservez le justificatif de dépôt.`,
    },
  },
  afterArrival:
    'Dès réception du colis, nous contrôlons vos appareils, en général sous trois jours ouvrés. Si tout est conforme, nous vous versons le montant. Si l’état diffère, nous vous faisons une nouvelle offre : à vous de l’accepter ou de récupérer vos appareils gratuitement.',
  labelLink: 'Télécharger l’étiquette d’expédition (PDF) : {url}',
  labelAttached: 'L’étiquette est également jointe à cet e-mail.',
  questions: 'Une question ? Répondez simplement à cet e-mail ou appelez-nous au {phone}.',
  signoff: 'Bien cordialement,',
  team: 'L’équipe Revalu',
  label: {
    title: 'Étiquette d’expédition',
    service: {
      dhl: 'DHL Paket · Retour · Port payé par le destinataire',
      ups: 'UPS Standard · Returns · Port payé par le destinataire',
    },
    sender: 'Expéditeur',
    recipient: 'Destinataire',
    reference: 'Numéro de vente',
    deviceCount: 'Appareils dans le colis : {count}',
    created: 'Créée le {date}',
    cutHere: 'Découper ici',
    stickIt: 'À coller bien en vue sur la plus grande face du colis. Ne pas plier ni recouvrir le code-barres.',
    checklistTitle: 'Avant l’envoi',
    checklist: [
      'Déconnecté de tous les comptes (« Localiser », Google, Samsung)',
      'Appareil réinitialisé aux paramètres d’usine',
      'Carte SIM et cartes mémoire retirées',
      'Chaque appareil protégé séparément, carton solide',
    ],
    warehouseCountry: 'ALLEMAGNE',
  },
};

const itIT: TradeMessages = {
  labelValue: '{label}: {value}',
  subject: 'La tua vendita {tradeNumber} su Revalu: i prossimi passi',
  greeting: {
    mr: 'Gentile {firstName} {lastName},',
    ms: 'Gentile {firstName} {lastName},',
    none: 'Gentile {firstName} {lastName},',
  },
  intro: 'grazie per aver venduto i tuoi dispositivi su Revalu. Abbiamo ricevuto il tuo ordine e aspettiamo il pacco.',
  tradeNumber: 'Il tuo numero di vendita',
  devices: 'I tuoi dispositivi',
  line: '{quantity} × {device}: {amount}',
  voucher: 'Buono {code}: + {amount}',
  payoutTotal: 'Importo che riceverai',
  payoutIban: 'Ti faremo un bonifico sul conto che termina con {last4} (intestatario: {holder}).',
  payoutPaypal: 'Ti verseremo l’importo sul tuo conto PayPal {email}.',
  company: 'Azienda: {company}, partita IVA {vatId}',
  howToShip: 'Come spedirci i tuoi dispositivi',
  steps: {
    erase:
      'Fai un backup e ripristina il dispositivo: esci da tutti gli account (per esempio «Dov’è» o l’account Google) e togli la SIM e le schede di memoria.',
    pack: 'Imballa con cura: ogni dispositivo protetto singolarmente, tutto in una scatola robusta.',
    label:
      'Stampa l’etichetta di spedizione e incollala ben visibile sul pacco. Il numero di vendita è riportato sull’etichetta: non coprirlo.',
    ship: {
      dhl: `Consegna il pacco gratuitamente in un punto DHL entro ${SHIPPING_DEADLINE_DAYS} giorni e conserva la ricevuta di spedizione.`,
      ups: `Consegna il pacco gratuitamente in un UPS Access Point entro ${SHIPPING_DEADLINE_DAYS} giorni e conserva la ricevuta di spedizione.`,
    },
  },
  afterArrival:
    'Appena il pacco arriva, controlliamo i dispositivi, di solito entro tre giorni lavorativi. Se è tutto in ordine, ti bonifichiamo l’importo. Se le condizioni sono diverse, ti facciamo una nuova offerta: decidi tu se accettarla o riavere i dispositivi gratuitamente.',
  labelLink: 'Scarica l’etichetta di spedizione (PDF): {url}',
  labelAttached: 'Trovi l’etichetta anche in allegato a questa e-mail.',
  questions: 'Hai domande? Rispondi a questa e-mail o chiamaci al numero {phone}.',
  signoff: 'Cordiali saluti,',
  team: 'Il team di Revalu',
  label: {
    title: 'Etichetta di spedizione',
    service: {
      dhl: 'DHL Paket · Reso · Spese a carico del destinatario',
      ups: 'UPS Standard · Returns · Spese a carico del destinatario',
    },
    sender: 'Mittente',
    recipient: 'Destinatario',
    reference: 'Numero di vendita',
    deviceCount: 'Dispositivi nel pacco: {count}',
    created: 'Creata il {date}',
    cutHere: 'Tagliare qui',
    stickIt: 'Incollala ben visibile sul lato più grande del pacco. Non piegare né coprire il codice a barre.',
    checklistTitle: 'Prima della spedizione',
    checklist: [
      'Uscito da tutti gli account («Dov’è», Google, Samsung)',
      'Dispositivo ripristinato alle impostazioni di fabbrica',
      'SIM e schede di memoria rimosse',
      'Ogni dispositivo protetto singolarmente, scatola robusta',
    ],
    warehouseCountry: 'GERMANIA',
  },
};

const MESSAGES: Record<Locale, TradeMessages> = {
  'de-DE': deDE,
  'de-AT': { ...deDE, ...deAT },
  'es-ES': esES,
  'fr-FR': frFR,
  'it-IT': itIT,
};

export function tradeMessages(locale: string): TradeMessages {
  return MESSAGES[locale as Locale] ?? deDE;
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The warehouse every parcel goes to (a fictional address of our fictional company). */
export const WAREHOUSE = {
  name: 'Revalu GmbH',
  department: 'Wareneingang / Goods-in',
  street: 'Am Güterbahnhof 12',
  postalCode: '14979',
  city: 'Großbeeren',
};
