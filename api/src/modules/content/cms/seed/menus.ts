import { CONTENT_PAGE_SLUGS, COUNTRY_CODES, countries, type CountryCode, type ShopMode } from 'config';
import type { MenuItem } from '../schemas';
import { COUNTRY_SHOP_MODES } from './home';

const HELP_LABELS: Record<
  CountryCode,
  { howItWorks: string; packingTips: string; dataErasure: string; contact: string }
> = {
  de: {
    howItWorks: 'So funktioniert’s',
    packingTips: 'Richtig verpacken',
    dataErasure: 'Was passiert mit meinen Daten?',
    contact: 'Kundenservice kontaktieren',
  },
  at: {
    howItWorks: 'So funktioniert’s',
    packingTips: 'Richtig verpacken',
    dataErasure: 'Was passiert mit meinen Daten?',
    contact: 'Kundenservice kontaktieren',
  },
  es: {
    howItWorks: 'Cómo funciona',
    packingTips: 'Cómo embalar',
    dataErasure: '¿Qué pasa con mis datos?',
    contact: 'Contactar con atención al cliente',
  },
  fr: {
    howItWorks: 'Comment ça marche',
    packingTips: 'Bien emballer',
    dataErasure: 'Que deviennent mes données ?',
    contact: 'Contacter le service client',
  },
  it: {
    howItWorks: 'Come funziona',
    packingTips: 'Come imballare',
    dataErasure: 'Che fine fanno i miei dati?',
    contact: 'Contatta il servizio clienti',
  },
};

/** Revalu's profiles; only countries with the social-media flag show them. */
const SOCIAL: Record<'de' | 'at', MenuItem[]> = {
  de: [
    { label: 'Revalu auf Instagram', url: 'https://www.instagram.com/revalu.de', icon: 'instagram' },
    { label: 'Revalu auf Facebook', url: 'https://www.facebook.com/revalu.de', icon: 'facebook' },
    { label: 'Revalu auf YouTube', url: 'https://www.youtube.com/@revalu', icon: 'youtube' },
    { label: 'Revalu auf LinkedIn', url: 'https://www.linkedin.com/company/revalu', icon: 'linkedin' },
  ],
  at: [
    { label: 'Revalu auf Instagram', url: 'https://www.instagram.com/revalu.at', icon: 'instagram' },
    { label: 'Revalu auf Facebook', url: 'https://www.facebook.com/revalu.at', icon: 'facebook' },
    { label: 'Revalu auf YouTube', url: 'https://www.youtube.com/@revalu', icon: 'youtube' },
  ],
};

export function menuSeed(): { country: CountryCode; shopMode: ShopMode; key: 'help' | 'social'; items: MenuItem[] }[] {
  return COUNTRY_CODES.flatMap((country) =>
    COUNTRY_SHOP_MODES[country].flatMap((shopMode) => {
      const l = HELP_LABELS[country];
      const slugs = CONTENT_PAGE_SLUGS[country];
      const help: MenuItem[] = [
        { label: l.howItWorks, route: { name: 'content', params: { content: slugs.howItWorks } } },
        { label: l.packingTips, route: { name: 'content', params: { content: slugs.packingTips } } },
        { label: l.dataErasure, route: { name: 'content', params: { content: slugs.dataErasure } } },
        { label: l.contact, route: { name: 'contact' } },
      ];
      const menus: { country: CountryCode; shopMode: ShopMode; key: 'help' | 'social'; items: MenuItem[] }[] = [
        { country, shopMode, key: 'help', items: help },
      ];
      if (countries[country].socialMediaButtons && (country === 'de' || country === 'at'))
        menus.push({ country, shopMode, key: 'social', items: SOCIAL[country] });
      return menus;
    }),
  );
}
