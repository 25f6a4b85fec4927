import type { SeoTexts } from '../types';

const texts: SeoTexts = {
  pages: {
    home: {
      title: 'Gebrauchte Elektronik verkaufen – Handy, Tablet, Laptop & Kamera',
      description:
        'Verkaufen Sie Ihr gebrauchtes Handy, Tablet, Notebook, Ihre Kamera oder Konsole zum Festpreis: Angebot in 60 Sekunden, kostenloser Versand, schnelle Auszahlung.',
    },
    contact: {
      title: 'Kontakt und Hilfe',
      description:
        'Fragen zu Ihrem Verkauf, zum Versand oder zur Auszahlung? Schreiben Sie uns – unser Kundenservice antwortet in der Regel innerhalb eines Werktags.',
    },
    checkout: {
      title: 'Verkauf abschließen',
      description:
        'Prüfen Sie Ihre Geräte, geben Sie Ihre Daten und Ihr Auszahlungskonto an und schließen Sie den Verkauf ab.',
    },
    thankYou: {
      title: 'Vielen Dank für Ihren Verkauf',
      description: 'Ihr Verkauf ist eingegangen. So verpacken und versenden Sie Ihre Geräte.',
    },
    pdp: {
      title: 'Gerät verkaufen – Preis sofort berechnen',
      description:
        'Beantworten Sie ein paar Fragen zum Zustand und erhalten Sie sofort einen verbindlichen Ankaufspreis für Ihr Gerät.',
    },
    overview: {
      title: 'Alle Modelle im Überblick',
      description:
        'Alle Modelle dieser Serie auf einen Blick: Wählen Sie Ihr Gerät und erfahren Sie sofort, wie viel wir Ihnen dafür zahlen.',
    },
    b2bLandingpage: {
      title: 'Ankaufsportal für Unternehmen',
      description:
        'Firmenhandys, Tablets und Notebooks in großen Mengen verkaufen: feste Preise, zertifizierte Datenlöschung und ein persönlicher Ansprechpartner für Ihr Unternehmen.',
    },
    sell: {
      title: 'Gebrauchte Geräte verkaufen',
      description:
        'Wählen Sie Hersteller und Modell, beantworten Sie ein paar Fragen und verkaufen Sie Ihr Gerät zum Festpreis – mit kostenlosem Versand.',
    },
    search: { title: 'Suche', description: 'Finden Sie Ihr Gerät nach Hersteller, Serie oder Modell.' },
    accountOverview: {
      title: 'Mein Konto',
      description: 'Ihre Verkäufe, Ihre Daten und Ihr Auszahlungskonto auf einen Blick.',
    },
    accountRegister: {
      title: 'Kundenkonto anlegen',
      description: 'Legen Sie ein Kundenkonto an und verkaufen Sie beim nächsten Mal noch schneller.',
    },
    accountManagement: {
      title: 'Persönliche Daten',
      description: 'Verwalten Sie Ihre persönlichen Daten und Ihr Kundenkonto.',
    },
    accountAddressChange: { title: 'Adresse ändern', description: 'Ändern Sie die Adresse Ihres Kundenkontos.' },
    accountPaymentChange: {
      title: 'Auszahlungskonto ändern',
      description: 'Ändern Sie Ihr Bankkonto oder Ihr PayPal-Konto für die Auszahlung.',
    },
    accountPasswordReset: {
      title: 'Neues Passwort festlegen',
      description: 'Legen Sie ein neues Passwort für Ihr Kundenkonto fest.',
    },
    accountPasswordForgot: {
      title: 'Passwort vergessen',
      description: 'Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
    },
    clarification: {
      title: 'Rückfrage zu Ihrem Verkauf',
      description:
        'Bei der Prüfung Ihres Geräts haben wir eine Abweichung festgestellt. Sehen Sie sich unser Angebot an.',
    },
    clarificationQuickAnswer: {
      title: 'Neues Angebot annehmen',
      description: 'Nehmen Sie unser neues Angebot für Ihr Gerät mit einem Klick an.',
    },
    newsletterEnrich: {
      title: 'Newsletter-Einstellungen',
      description: 'Sagen Sie uns, was Sie interessiert, und erhalten Sie nur passende Angebote.',
    },
    newsletterUnsubscribe: { title: 'Newsletter abbestellen', description: 'Bestellen Sie unseren Newsletter ab.' },
    newsletterUnsubscribeSuccess: {
      title: 'Newsletter abbestellt',
      description: 'Sie erhalten unseren Newsletter nicht mehr.',
    },
  },
  contentPages: {
    terms: {
      title: 'AGB',
      description: 'Die Allgemeinen Geschäftsbedingungen für den Verkauf Ihrer gebrauchten Geräte an Revalu.',
    },
    aboutUs: {
      title: 'Über uns',
      description: 'Wer hinter Revalu steht und warum wir gebrauchten Geräten ein zweites Leben geben.',
    },
    imprint: { title: 'Impressum', description: 'Impressum und Anbieterkennzeichnung der Revalu GmbH.' },
    press: { title: 'Presse', description: 'Pressemitteilungen, Zahlen und Bildmaterial rund um Revalu.' },
    ecoEffect: {
      title: 'Öko-Effekt',
      description: 'Wie viel CO₂ und Rohstoffe ein weiterverwendetes Gerät spart – und was wir mit Ihrem Gerät machen.',
    },
    partnerProgram: {
      title: 'Partnerprogramm',
      description: 'Empfehlen Sie Revalu auf Ihrer Website und erhalten Sie eine Provision für jeden Verkauf.',
    },
    dataErasure: {
      title: 'Datenlöschung',
      description:
        'So löschen wir die Daten auf Ihrem Gerät – zertifiziert und nachweisbar. Und so sichern Sie sie vorher.',
    },
    packingTips: {
      title: 'Verpackungstipps',
      description: 'So verpacken Sie Ihr Gerät sicher für den kostenlosen Versand zu uns.',
    },
    privacy: { title: 'Datenschutz', description: 'Welche Daten wir verarbeiten, wozu, und welche Rechte Sie haben.' },
    howItWorks: {
      title: 'So funktioniert’s',
      description: 'In drei Schritten zum Geld: Gerät auswählen, kostenlos einsenden, Auszahlung erhalten.',
    },
    businessPhones: {
      title: 'Business-Handys',
      description: 'Firmenhandys verkaufen: feste Preise, sichere Datenlöschung und Abholung ab größeren Mengen.',
    },
  },
  errors: {
    notFound: { title: 'Seite nicht gefunden', description: 'Die gewünschte Seite gibt es nicht.' },
    expiredLink: {
      title: 'Link nicht mehr gültig',
      description: 'Dieser Link wurde bereits verwendet oder ist abgelaufen.',
    },
    badRequest: { title: 'Ungültige Adresse', description: 'Diese Adresse können wir nicht lesen.' },
    uriTooLong: { title: 'Adresse zu lang', description: 'Diese Adresse ist zu lang.' },
    error: { title: 'Ein Fehler ist aufgetreten', description: 'Hier ist etwas schiefgelaufen.' },
  },
};
export default texts;
