import type { CountryCode } from 'config';
import type { ClarificationFinding } from 'config/content';

type Lang = 'de' | 'es' | 'fr' | 'it';
export const langOf = (country: CountryCode): Lang => (country === 'at' ? 'de' : country);

export const FINDING_LABELS: Record<Lang, Record<ClarificationFinding, string>> = {
  de: {
    displayScratches: 'Kratzer auf dem Display',
    displayCracked: 'Display gesprungen',
    housingMarks: 'Deutliche Gebrauchsspuren am Gehäuse',
    housingDamaged: 'Gehäuse beschädigt oder verbogen',
    batteryWorn: 'Akkukapazität unter 80 %',
    notPoweringOn: 'Gerät lässt sich nicht einschalten',
    functionDefect: 'Funktion defekt (z. B. Kamera, Lautsprecher, Tasten)',
    waterDamage: 'Wasserschaden',
    activationLock: 'Aktivierungssperre aktiv',
    missingParts: 'Teile fehlen',
    differentModel: 'Anderes Modell oder andere Speichergröße',
    other: 'Sonstige Abweichung',
  },
  es: {
    displayScratches: 'Arañazos en la pantalla',
    displayCracked: 'Pantalla rota',
    housingMarks: 'Marcas de uso visibles en la carcasa',
    housingDamaged: 'Carcasa dañada o doblada',
    batteryWorn: 'Capacidad de batería inferior al 80 %',
    notPoweringOn: 'El dispositivo no se enciende',
    functionDefect: 'Función averiada (p. ej., cámara, altavoz, botones)',
    waterDamage: 'Daños por agua',
    activationLock: 'Bloqueo de activación activo',
    missingParts: 'Faltan piezas',
    differentModel: 'Otro modelo u otra capacidad',
    other: 'Otra diferencia',
  },
  fr: {
    displayScratches: 'Rayures sur l’écran',
    displayCracked: 'Écran fissuré',
    housingMarks: 'Traces d’usure marquées sur la coque',
    housingDamaged: 'Coque endommagée ou tordue',
    batteryWorn: 'Capacité de la batterie inférieure à 80 %',
    notPoweringOn: 'L’appareil ne s’allume pas',
    functionDefect: 'Fonction défectueuse (p. ex. appareil photo, haut-parleur, boutons)',
    waterDamage: 'Dégât des eaux',
    activationLock: 'Verrouillage d’activation actif',
    missingParts: 'Pièces manquantes',
    differentModel: 'Autre modèle ou autre capacité',
    other: 'Autre écart',
  },
  it: {
    displayScratches: 'Graffi sul display',
    displayCracked: 'Display rotto',
    housingMarks: 'Segni d’uso evidenti sulla scocca',
    housingDamaged: 'Scocca danneggiata o piegata',
    batteryWorn: 'Capacità della batteria inferiore all’80%',
    notPoweringOn: 'Il dispositivo non si accende',
    functionDefect: 'Funzione guasta (ad es. fotocamera, altoparlante, tasti)',
    waterDamage: 'Danni da liquidi',
    activationLock: 'Blocco di attivazione attivo',
    missingParts: 'Parti mancanti',
    differentModel: 'Modello o memoria diversi',
    other: 'Altra differenza',
  },
};

export interface OpenedMail {
  tradeNumber: string;
  originalTotal: string;
  newTotal: string;
  deadline: string;
  lines: string;
  pageLink: string;
  quickLink: string;
  note: string | null;
}

export interface AnsweredMail {
  tradeNumber: string;
  newTotal: string;
}

export const CLARIFICATION_MAILS = {
  de: {
    signature: 'Ihr Revalu-Kundenservice',
    opened: (m: OpenedMail) => ({
      subject: `Rückfrage zu Ihrem Auftrag ${m.tradeNumber}: bitte bis ${m.deadline} antworten`,
      text: `Guten Tag,\n\nwir haben Ihre Geräte geprüft. Bei mindestens einem Gerät weicht der Zustand von Ihren Angaben ab:\n\n${m.lines}\n${m.note ? `\nHinweis unseres Prüfteams: ${m.note}\n` : ''}\nBisheriger Betrag: ${m.originalTotal}\nNeues Angebot: ${m.newTotal}\n\nAlle Angaben nebeneinander, mit Annehmen und Ablehnen:\n${m.pageLink}\n\nNeues Angebot direkt annehmen (nach einer Bestätigung):\n${m.quickLink}\n\nBitte antworten Sie bis ${m.deadline}. Lehnen Sie ab oder antworten Sie nicht, senden wir Ihnen Ihre Geräte kostenlos zurück – ohne Ihre Zustimmung ändern wir nichts.`,
    }),
    reminder: (m: OpenedMail) => ({
      subject: `Erinnerung: Rückfrage zu Ihrem Auftrag ${m.tradeNumber} (bis ${m.deadline})`,
      text: `Guten Tag,\n\nwir warten noch auf Ihre Antwort zu unserem neuen Angebot über ${m.newTotal} (bisher ${m.originalTotal}).\n\nAlle Angaben und Ihre Antwort:\n${m.pageLink}\n\nDirekt annehmen:\n${m.quickLink}\n\nOhne Antwort bis ${m.deadline} senden wir Ihre Geräte kostenlos zurück.`,
    }),
    accepted: (m: AnsweredMail) => ({
      subject: `Neues Angebot angenommen – Auftrag ${m.tradeNumber}`,
      text: `Guten Tag,\n\nvielen Dank! Sie haben unser neues Angebot angenommen. Wir überweisen ${m.newTotal} innerhalb von zwei Werktagen.`,
    }),
    declined: (m: AnsweredMail) => ({
      subject: `Rücksendung Ihrer Geräte – Auftrag ${m.tradeNumber}`,
      text: `Guten Tag,\n\nSie haben unser neues Angebot abgelehnt. Wir senden Ihnen Ihre Geräte innerhalb von drei Werktagen kostenlos und versichert zurück.`,
    }),
    expired: (m: AnsweredMail) => ({
      subject: `Keine Antwort erhalten – wir senden Ihre Geräte zurück (Auftrag ${m.tradeNumber})`,
      text: `Guten Tag,\n\nbis zum Ablauf der Frist haben wir keine Antwort auf unsere Rückfrage erhalten. Ein Schweigen werten wir nie als Zustimmung: Wir senden Ihnen Ihre Geräte innerhalb von drei Werktagen kostenlos und versichert zurück.`,
    }),
  },
  es: {
    signature: 'El equipo de atención al cliente de Revalu',
    opened: (m: OpenedMail) => ({
      subject: `Consulta sobre tu pedido ${m.tradeNumber}: responde antes del ${m.deadline}`,
      text: `Hola:\n\nHemos revisado tus dispositivos. En al menos uno, el estado no coincide con lo que nos indicaste:\n\n${m.lines}\n${m.note ? `\nNota de nuestro equipo técnico: ${m.note}\n` : ''}\nImporte anterior: ${m.originalTotal}\nNueva oferta: ${m.newTotal}\n\nTodos los datos, uno al lado del otro, para aceptar o rechazar:\n${m.pageLink}\n\nAceptar directamente la nueva oferta (tras una confirmación):\n${m.quickLink}\n\nResponde antes del ${m.deadline}. Si la rechazas o no respondes, te devolvemos los dispositivos gratis: sin tu conformidad no cambiamos nada.`,
    }),
    reminder: (m: OpenedMail) => ({
      subject: `Recordatorio: consulta sobre tu pedido ${m.tradeNumber} (hasta el ${m.deadline})`,
      text: `Hola:\n\nTodavía esperamos tu respuesta a nuestra nueva oferta de ${m.newTotal} (antes ${m.originalTotal}).\n\nTodos los datos y tu respuesta:\n${m.pageLink}\n\nAceptar directamente:\n${m.quickLink}\n\nSi no respondes antes del ${m.deadline}, te devolvemos los dispositivos gratis.`,
    }),
    accepted: (m: AnsweredMail) => ({
      subject: `Nueva oferta aceptada – pedido ${m.tradeNumber}`,
      text: `Hola:\n\n¡Gracias! Has aceptado nuestra nueva oferta. Te transferimos ${m.newTotal} en un plazo de dos días laborables.`,
    }),
    declined: (m: AnsweredMail) => ({
      subject: `Devolución de tus dispositivos – pedido ${m.tradeNumber}`,
      text: `Hola:\n\nHas rechazado nuestra nueva oferta. Te devolvemos los dispositivos gratis y con seguro en un plazo de tres días laborables.`,
    }),
    expired: (m: AnsweredMail) => ({
      subject: `Sin respuesta: te devolvemos tus dispositivos (pedido ${m.tradeNumber})`,
      text: `Hola:\n\nNo hemos recibido respuesta a nuestra consulta dentro del plazo. Tu silencio nunca se considera aceptación: te devolvemos los dispositivos gratis y con seguro en un plazo de tres días laborables.`,
    }),
  },
  fr: {
    signature: 'Le service client Revalu',
    opened: (m: OpenedMail) => ({
      subject: `Précisions sur votre commande ${m.tradeNumber}\u00a0: merci de répondre avant le ${m.deadline}`,
      text: `Bonjour,\n\nNous avons contrôlé vos appareils. Pour au moins l’un d’entre eux, l’état diffère de votre description\u00a0:\n\n${m.lines}\n${m.note ? `\nRemarque de notre équipe technique\u00a0: ${m.note}\n` : ''}\nMontant initial\u00a0: ${m.originalTotal}\nNouvelle offre\u00a0: ${m.newTotal}\n\nToutes les informations côte à côte, pour accepter ou refuser\u00a0:\n${m.pageLink}\n\nAccepter directement la nouvelle offre (après une confirmation)\u00a0:\n${m.quickLink}\n\nMerci de répondre avant le ${m.deadline}. En cas de refus ou sans réponse de votre part, nous vous renvoyons vos appareils gratuitement\u00a0: rien ne change sans votre accord.`,
    }),
    reminder: (m: OpenedMail) => ({
      subject: `Rappel\u00a0: précisions sur votre commande ${m.tradeNumber} (jusqu’au ${m.deadline})`,
      text: `Bonjour,\n\nNous attendons toujours votre réponse à notre nouvelle offre de ${m.newTotal} (au lieu de ${m.originalTotal}).\n\nToutes les informations et votre réponse\u00a0:\n${m.pageLink}\n\nAccepter directement\u00a0:\n${m.quickLink}\n\nSans réponse avant le ${m.deadline}, nous vous renvoyons vos appareils gratuitement.`,
    }),
    accepted: (m: AnsweredMail) => ({
      subject: `Nouvelle offre acceptée – commande ${m.tradeNumber}`,
      text: `Bonjour,\n\nMerci\u202f! Vous avez accepté notre nouvelle offre. Nous vous virons ${m.newTotal} sous deux jours ouvrés.`,
    }),
    declined: (m: AnsweredMail) => ({
      subject: `Retour de vos appareils – commande ${m.tradeNumber}`,
      text: `Bonjour,\n\nVous avez refusé notre nouvelle offre. Nous vous renvoyons vos appareils gratuitement, en envoi assuré, sous trois jours ouvrés.`,
    }),
    expired: (m: AnsweredMail) => ({
      subject: `Pas de réponse\u00a0: nous vous renvoyons vos appareils (commande ${m.tradeNumber})`,
      text: `Bonjour,\n\nNous n’avons pas reçu de réponse à notre demande dans le délai. Votre silence ne vaut jamais acceptation\u00a0: nous vous renvoyons vos appareils gratuitement, en envoi assuré, sous trois jours ouvrés.`,
    }),
  },
  it: {
    signature: 'Il servizio clienti Revalu',
    opened: (m: OpenedMail) => ({
      subject: `Chiarimento sul tuo ordine ${m.tradeNumber}: rispondi entro il ${m.deadline}`,
      text: `Ciao,\n\nabbiamo controllato i tuoi dispositivi. Per almeno uno, le condizioni sono diverse da quelle che ci hai indicato:\n\n${m.lines}\n${m.note ? `\nNota del nostro team tecnico: ${m.note}\n` : ''}\nImporto precedente: ${m.originalTotal}\nNuova offerta: ${m.newTotal}\n\nTutti i dati uno accanto all’altro, per accettare o rifiutare:\n${m.pageLink}\n\nAccetta subito la nuova offerta (dopo una conferma):\n${m.quickLink}\n\nRispondi entro il ${m.deadline}. Se rifiuti o non rispondi, ti restituiamo i dispositivi gratuitamente: senza il tuo consenso non cambiamo nulla.`,
    }),
    reminder: (m: OpenedMail) => ({
      subject: `Promemoria: chiarimento sul tuo ordine ${m.tradeNumber} (entro il ${m.deadline})`,
      text: `Ciao,\n\naspettiamo ancora la tua risposta alla nuova offerta di ${m.newTotal} (prima ${m.originalTotal}).\n\nTutti i dati e la tua risposta:\n${m.pageLink}\n\nAccetta subito:\n${m.quickLink}\n\nSenza risposta entro il ${m.deadline}, ti restituiamo i dispositivi gratuitamente.`,
    }),
    accepted: (m: AnsweredMail) => ({
      subject: `Nuova offerta accettata – ordine ${m.tradeNumber}`,
      text: `Ciao,\n\ngrazie! Hai accettato la nostra nuova offerta. Ti bonifichiamo ${m.newTotal} entro due giorni lavorativi.`,
    }),
    declined: (m: AnsweredMail) => ({
      subject: `Reso dei tuoi dispositivi – ordine ${m.tradeNumber}`,
      text: `Ciao,\n\nhai rifiutato la nostra nuova offerta. Ti restituiamo i dispositivi gratuitamente, con spedizione assicurata, entro tre giorni lavorativi.`,
    }),
    expired: (m: AnsweredMail) => ({
      subject: `Nessuna risposta: ti restituiamo i dispositivi (ordine ${m.tradeNumber})`,
      text: `Ciao,\n\nnon abbiamo ricevuto risposta alla nostra richiesta entro il termine. Il tuo silenzio non vale mai come accettazione: ti restituiamo i dispositivi gratuitamente, con spedizione assicurata, entro tre giorni lavorativi.`,
    }),
  },
} as const;
