import type { CountryCode, SupportSubject } from 'config';

type Lang = 'de' | 'es' | 'fr' | 'it';

export function languageOf(country: CountryCode): Lang {
  return country === 'at' ? 'de' : country;
}

export const SUBJECT_LABELS: Record<Lang, Record<SupportSubject, string>> = {
  de: {
    offer: 'Frage zu meinem Angebot',
    shipping: 'Versand und Verpackung',
    shippingLabel: 'Versandetikett',
    tradeStatus: 'Stand meines Auftrags',
    payout: 'Auszahlung',
    clarification: 'Rückfrage zu meinem Gerät',
    account: 'Kundenkonto',
    dataErasure: 'Datenlöschung',
    business: 'Geschäftskunden und Partner',
    voucher: 'Gutschein',
    other: 'Sonstiges',
  },
  es: {
    offer: 'Pregunta sobre mi oferta',
    shipping: 'Envío y embalaje',
    shippingLabel: 'Etiqueta de envío',
    tradeStatus: 'Estado de mi pedido',
    payout: 'Pago',
    clarification: 'Consulta sobre mi dispositivo',
    account: 'Cuenta de cliente',
    dataErasure: 'Borrado de datos',
    business: 'Empresas y socios',
    voucher: 'Vale descuento',
    other: 'Otros',
  },
  fr: {
    offer: 'Question sur mon offre',
    shipping: 'Envoi et emballage',
    shippingLabel: 'Étiquette d’expédition',
    tradeStatus: 'Suivi de ma commande',
    payout: 'Paiement',
    clarification: 'Clarification sur mon appareil',
    account: 'Compte client',
    dataErasure: 'Effacement des données',
    business: 'Entreprises et partenaires',
    voucher: 'Bon d’achat',
    other: 'Autre',
  },
  it: {
    offer: 'Domanda sulla mia offerta',
    shipping: 'Spedizione e imballaggio',
    shippingLabel: 'Etichetta di spedizione',
    tradeStatus: 'Stato del mio ordine',
    payout: 'Pagamento',
    clarification: 'Chiarimento sul mio dispositivo',
    account: 'Account cliente',
    dataErasure: 'Cancellazione dati',
    business: 'Aziende e partner',
    voucher: 'Buono',
    other: 'Altro',
  },
};

/**
 * A confirmation goes to an address nobody has confirmed: it carries nothing the sender wrote (name,
 * message, company), so the form cannot relay a stranger's text to anyone.
 */
interface ContactConfirmation {
  reference: string;
  subject: string;
}

export const MAIL_TEXTS = {
  de: {
    signature: 'Ihr Revalu-Kundenservice',
    contactConfirmation: (m: ContactConfirmation) => ({
      subject: `Ihre Nachricht an Revalu (${m.reference})`,
      text: `Hallo,\n\nvielen Dank für Ihre Nachricht an den Revalu-Kundenservice. Wir melden uns in der Regel innerhalb eines Werktags bei Ihnen.\n\nIhre Referenz: ${m.reference}\nBetreff: ${m.subject}\n\nBitte antworten Sie nicht auf diese E-Mail; schreiben Sie uns bei Bedarf einfach erneut und nennen Sie die Referenz. Haben Sie uns nicht geschrieben, können Sie diese E-Mail ignorieren.`,
    }),
    newsletterConfirm: (link: string) => ({
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      text: `Hallo,\n\nSie haben sich für den Revalu-Newsletter angemeldet. Bitte bestätigen Sie Ihre Anmeldung mit einem Klick auf diesen Link:\n\n${link}\n\nDer Link ist 7 Tage gültig. Haben Sie sich nicht angemeldet, ignorieren Sie diese E-Mail einfach – Sie erhalten dann keine weiteren Nachrichten.`,
    }),
    newsletterWelcome: (enrich: string, unsubscribe: string) => ({
      subject: 'Willkommen beim Revalu-Newsletter',
      text: `Hallo,\n\nIhre Anmeldung ist bestätigt – schön, dass Sie dabei sind! Sie erhalten höchstens zwei E-Mails im Monat mit Preis-Tipps und Ankaufsaktionen.\n\nSagen Sie uns, welche Geräte Sie interessieren:\n${enrich}\n\nAbmelden können Sie sich jederzeit hier:\n${unsubscribe}`,
    }),
    newsletterAlready: (enrich: string, unsubscribe: string) => ({
      subject: 'Sie sind bereits für den Revalu-Newsletter angemeldet',
      text: `Hallo,\n\nfür diese E-Mail-Adresse besteht bereits eine Anmeldung zu unserem Newsletter. Sie müssen nichts weiter tun.\n\nIhre Interessen ändern:\n${enrich}\n\nAbmelden:\n${unsubscribe}`,
    }),
    b2bConfirmation: (reference: string) => ({
      subject: `Ihre Anfrage als Geschäftskunde (${reference})`,
      text: `Guten Tag,\n\nvielen Dank für Ihre Anfrage als Geschäftskunde. Ihre persönliche Ansprechperson meldet sich innerhalb von zwei Werktagen mit einem Angebot bei Ihnen.\n\nIhre Referenz: ${reference}\n\nHaben Sie keine Anfrage gestellt, können Sie diese E-Mail ignorieren.`,
    }),
  },
  es: {
    signature: 'El equipo de atención al cliente de Revalu',
    contactConfirmation: (m: ContactConfirmation) => ({
      subject: `Tu mensaje a Revalu (${m.reference})`,
      text: `Hola:\n\nGracias por tu mensaje al servicio de atención al cliente de Revalu. Normalmente te respondemos en un día laborable.\n\nTu referencia: ${m.reference}\nAsunto: ${m.subject}\n\nNo respondas a este correo; si lo necesitas, escríbenos de nuevo indicando la referencia. Si no nos has escrito tú, puedes ignorar este correo.`,
    }),
    newsletterConfirm: (link: string) => ({
      subject: 'Confirma tu suscripción a la newsletter',
      text: `Hola:\n\nTe has suscrito a la newsletter de Revalu. Confirma tu suscripción haciendo clic en este enlace:\n\n${link}\n\nEl enlace es válido durante 7 días. Si no te has suscrito tú, ignora este correo y no recibirás nada más.`,
    }),
    newsletterWelcome: (enrich: string, unsubscribe: string) => ({
      subject: 'Bienvenido a la newsletter de Revalu',
      text: `Hola:\n\nTu suscripción está confirmada. Recibirás como mucho dos correos al mes con consejos de precio y campañas de compra.\n\nCuéntanos qué dispositivos te interesan:\n${enrich}\n\nPuedes darte de baja cuando quieras aquí:\n${unsubscribe}`,
    }),
    newsletterAlready: (enrich: string, unsubscribe: string) => ({
      subject: 'Ya estás suscrito a la newsletter de Revalu',
      text: `Hola:\n\nEsta dirección ya está suscrita a nuestra newsletter. No tienes que hacer nada más.\n\nCambiar tus intereses:\n${enrich}\n\nDarte de baja:\n${unsubscribe}`,
    }),
    b2bConfirmation: (reference: string) => ({
      subject: `Tu solicitud como empresa (${reference})`,
      text: `Hola:\n\nGracias por tu solicitud como empresa. Tu persona de contacto te enviará una oferta en un plazo de dos días laborables.\n\nTu referencia: ${reference}\n\nSi no has enviado ninguna solicitud, puedes ignorar este correo.`,
    }),
  },
  fr: {
    signature: 'Le service client Revalu',
    contactConfirmation: (m: ContactConfirmation) => ({
      subject: `Votre message à Revalu (${m.reference})`,
      text: `Bonjour,\n\nMerci pour votre message au service client Revalu. Nous vous répondons généralement sous un jour ouvré.\n\nVotre référence\u00a0: ${m.reference}\nObjet\u00a0: ${m.subject}\n\nMerci de ne pas répondre à cet e-mail\u202f; au besoin, écrivez-nous à nouveau en indiquant la référence. Si vous ne nous avez pas écrit, ignorez simplement cet e-mail.`,
    }),
    newsletterConfirm: (link: string) => ({
      subject: 'Confirmez votre inscription à la newsletter',
      text: `Bonjour,\n\nVous vous êtes inscrit à la newsletter Revalu. Confirmez votre inscription en cliquant sur ce lien\u00a0:\n\n${link}\n\nCe lien est valable 7 jours. Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement cet e-mail\u00a0: vous ne recevrez rien d’autre.`,
    }),
    newsletterWelcome: (enrich: string, unsubscribe: string) => ({
      subject: 'Bienvenue dans la newsletter Revalu',
      text: `Bonjour,\n\nVotre inscription est confirmée. Vous recevrez au maximum deux e-mails par mois avec nos conseils prix et nos offres de rachat.\n\nDites-nous quels appareils vous intéressent\u00a0:\n${enrich}\n\nVous pouvez vous désinscrire à tout moment ici\u00a0:\n${unsubscribe}`,
    }),
    newsletterAlready: (enrich: string, unsubscribe: string) => ({
      subject: 'Vous êtes déjà inscrit à la newsletter Revalu',
      text: `Bonjour,\n\nCette adresse est déjà inscrite à notre newsletter. Vous n’avez rien d’autre à faire.\n\nModifier vos centres d’intérêt\u00a0:\n${enrich}\n\nVous désinscrire\u00a0:\n${unsubscribe}`,
    }),
    b2bConfirmation: (reference: string) => ({
      subject: `Votre demande entreprise (${reference})`,
      text: `Bonjour,\n\nMerci pour votre demande en tant qu’entreprise. Votre interlocuteur vous enverra une offre sous deux jours ouvrés.\n\nVotre référence\u00a0: ${reference}\n\nSi vous n’avez fait aucune demande, ignorez simplement cet e-mail.`,
    }),
  },
  it: {
    signature: 'Il servizio clienti Revalu',
    contactConfirmation: (m: ContactConfirmation) => ({
      subject: `Il tuo messaggio a Revalu (${m.reference})`,
      text: `Ciao,\n\ngrazie per il tuo messaggio al servizio clienti Revalu. Di solito rispondiamo entro un giorno lavorativo.\n\nIl tuo riferimento: ${m.reference}\nOggetto: ${m.subject}\n\nNon rispondere a questa e-mail; se serve, scrivici di nuovo indicando il riferimento. Se non ci hai scritto tu, ignora pure questa e-mail.`,
    }),
    newsletterConfirm: (link: string) => ({
      subject: 'Conferma la tua iscrizione alla newsletter',
      text: `Ciao,\n\nti sei iscritto alla newsletter di Revalu. Conferma l’iscrizione cliccando su questo link:\n\n${link}\n\nIl link è valido 7 giorni. Se non ti sei iscritto tu, ignora questa e-mail: non riceverai altri messaggi.`,
    }),
    newsletterWelcome: (enrich: string, unsubscribe: string) => ({
      subject: 'Benvenuto nella newsletter di Revalu',
      text: `Ciao,\n\nla tua iscrizione è confermata. Riceverai al massimo due e-mail al mese con consigli sui prezzi e promozioni di acquisto.\n\nDicci quali dispositivi ti interessano:\n${enrich}\n\nPuoi disiscriverti in qualsiasi momento qui:\n${unsubscribe}`,
    }),
    newsletterAlready: (enrich: string, unsubscribe: string) => ({
      subject: 'Sei già iscritto alla newsletter di Revalu',
      text: `Ciao,\n\nquesto indirizzo è già iscritto alla nostra newsletter. Non devi fare nient’altro.\n\nModifica i tuoi interessi:\n${enrich}\n\nDisiscriviti:\n${unsubscribe}`,
    }),
    b2bConfirmation: (reference: string) => ({
      subject: `La tua richiesta come azienda (${reference})`,
      text: `Buongiorno,\n\ngrazie per la tua richiesta come azienda. Il tuo referente ti invierà un’offerta entro due giorni lavorativi.\n\nIl tuo riferimento: ${reference}\n\nSe non hai inviato alcuna richiesta, ignora pure questa e-mail.`,
    }),
  },
} as const;
