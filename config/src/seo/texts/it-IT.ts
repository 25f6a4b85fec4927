import type { SeoTexts } from '../types';

const texts: SeoTexts = {
  pages: {
    home: {
      title: 'Vendi la tua elettronica usata – smartphone, tablet, notebook e fotocamera',
      description:
        'Vendi smartphone, tablet, notebook, fotocamera o console usati a prezzo fisso: offerta in 60 secondi, spedizione gratuita e pagamento rapido con bonifico o PayPal.',
    },
    contact: {
      title: 'Contatti e assistenza',
      description:
        'Domande sulla vendita, sulla spedizione o sul pagamento? Scrivici: il nostro servizio clienti risponde di solito entro un giorno lavorativo.',
    },
    checkout: {
      title: 'Conferma la vendita',
      description:
        'Controlla i tuoi dispositivi, inserisci i tuoi dati e il conto per il pagamento e conferma la vendita.',
    },
    thankYou: {
      title: 'Grazie per la tua vendita',
      description: 'Abbiamo ricevuto la tua vendita. Ecco come imballare e spedire i tuoi dispositivi.',
    },
    pdp: {
      title: 'Vendi il tuo dispositivo – prezzo calcolato subito',
      description:
        'Rispondi a qualche domanda sulle condizioni del dispositivo e ricevi subito un prezzo di acquisto vincolante.',
    },
    overview: {
      title: 'Tutti i modelli',
      description:
        'Tutti i modelli di questa serie in un colpo d’occhio: scegli il tuo dispositivo e scopri subito quanto te lo paghiamo.',
    },
    b2bLandingpage: {
      title: 'Portale di acquisto per le aziende',
      description:
        'Vendi smartphone, tablet e notebook aziendali in grandi quantità: prezzi fissi, cancellazione certificata dei dati e un referente dedicato.',
    },
    sell: {
      title: 'Vendi i tuoi dispositivi usati',
      description:
        'Scegli marca e modello, rispondi a qualche domanda e vendi il tuo dispositivo a prezzo fisso, con spedizione gratuita.',
    },
    search: { title: 'Ricerca', description: 'Trova il tuo dispositivo per marca, serie o modello.' },
    accountOverview: {
      title: 'Il mio account',
      description: 'Le tue vendite, i tuoi dati e il tuo conto per il pagamento a colpo d’occhio.',
    },
    accountRegister: {
      title: 'Crea un account',
      description: 'Crea un account cliente e la prossima volta vendi ancora più in fretta.',
    },
    accountManagement: {
      title: 'Dati personali',
      description: 'Gestisci i tuoi dati personali e il tuo account cliente.',
    },
    accountAddressChange: {
      title: 'Modifica l’indirizzo',
      description: 'Modifica l’indirizzo del tuo account cliente.',
    },
    accountPaymentChange: {
      title: 'Modifica il conto per il pagamento',
      description: 'Modifica il conto bancario o il conto PayPal su cui ricevi il pagamento.',
    },
    accountPasswordReset: {
      title: 'Nuova password',
      description: 'Scegli una nuova password per il tuo account cliente.',
    },
    accountPasswordForgot: {
      title: 'Password dimenticata',
      description: 'Ti inviamo un link per scegliere una nuova password.',
    },
    clarification: {
      title: 'Chiarimento sulla tua vendita',
      description: 'Controllando il tuo dispositivo abbiamo riscontrato una differenza. Guarda la nostra proposta.',
    },
    clarificationQuickAnswer: {
      title: 'Accetta la nuova offerta',
      description: 'Accetta con un clic la nostra nuova offerta per il tuo dispositivo.',
    },
    newsletterEnrich: {
      title: 'Preferenze della newsletter',
      description: 'Dicci cosa ti interessa e ricevi solo le offerte adatte a te.',
    },
    newsletterUnsubscribe: {
      title: 'Disiscriviti dalla newsletter',
      description: 'Annulla l’iscrizione alla nostra newsletter.',
    },
    newsletterUnsubscribeSuccess: {
      title: 'Disiscrizione confermata',
      description: 'Non riceverai più la nostra newsletter.',
    },
  },
  contentPages: {
    terms: {
      title: 'Condizioni generali',
      description: 'Le condizioni generali per la vendita dei tuoi dispositivi usati a Revalu.',
    },
    aboutUs: {
      title: 'Chi siamo',
      description: 'Chi c’è dietro Revalu e perché diamo una seconda vita ai dispositivi usati.',
    },
    imprint: { title: 'Note legali', description: 'Note legali e dati societari di Revalu GmbH.' },
    press: { title: 'Stampa', description: 'Comunicati stampa, numeri e immagini su Revalu.' },
    ecoEffect: {
      title: 'Effetto eco',
      description:
        'Quanta CO₂ e quante materie prime fa risparmiare un dispositivo riutilizzato, e cosa facciamo con il tuo.',
    },
    partnerProgram: {
      title: 'Programma partner',
      description: 'Consiglia Revalu sul tuo sito e ricevi una commissione per ogni vendita.',
    },
    dataErasure: {
      title: 'Cancellazione dei dati',
      description:
        'Come cancelliamo i dati del tuo dispositivo, in modo certificato e verificabile, e come salvarli prima.',
    },
    packingTips: {
      title: 'Consigli per l’imballaggio',
      description: 'Come imballare in sicurezza il tuo dispositivo per la spedizione gratuita.',
    },
    privacy: { title: 'Privacy', description: 'Quali dati trattiamo, per quali finalità e quali sono i tuoi diritti.' },
    howItWorks: {
      title: 'Come funziona',
      description: 'In tre passi: scegli il dispositivo, spediscilo gratis, ricevi il pagamento.',
    },
    businessPhones: {
      title: 'Telefoni aziendali',
      description:
        'Vendi i telefoni della tua azienda: prezzi fissi, cancellazione sicura dei dati e ritiro a partire da un certo volume.',
    },
  },
  errors: {
    notFound: { title: 'Pagina non trovata', description: 'La pagina richiesta non esiste.' },
    expiredLink: { title: 'Link non più valido', description: 'Questo link è già stato usato o è scaduto.' },
    badRequest: { title: 'Indirizzo non valido', description: 'Non riusciamo a leggere questo indirizzo.' },
    uriTooLong: { title: 'Indirizzo troppo lungo', description: 'Questo indirizzo è troppo lungo.' },
    error: { title: 'Si è verificato un errore', description: 'Qualcosa è andato storto.' },
  },
};
export default texts;
