import deDE from './de-DE';
import type { SeoTexts } from '../types';

/** Austria reads German; only what is said or offered differently here. */
const texts: SeoTexts = {
  ...deDE,
  pages: {
    ...deDE.pages,
    home: {
      title: 'Gebrauchte Elektronik verkaufen – Handy, Tablet, Laptop & Kamera',
      description:
        'Verkaufen Sie Ihr gebrauchtes Handy, Tablet, Notebook, Ihre Kamera oder Konsole zum Fixpreis: Angebot in 60 Sekunden, kostenloser Versand aus ganz Österreich.',
    },
    sell: {
      title: 'Gebrauchte Geräte verkaufen',
      description:
        'Wählen Sie Hersteller und Modell, beantworten Sie ein paar Fragen und verkaufen Sie Ihr Gerät zum Fixpreis – mit kostenlosem Versand.',
    },
  },
};
export default texts;
