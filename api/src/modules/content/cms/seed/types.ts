import type { ContentPageKey } from 'config';

export interface SeedPage {
  title: string;
  metaDescription: string;
  /** HTML; links to shop pages as `route:<name>` or `route:content/<pageKey>`. */
  body: string;
}

export type SeedPages = Record<ContentPageKey, SeedPage>;

/** Facts of the company that every language states alike. */
export const COMPANY = {
  name: 'Revalu GmbH',
  street: 'Schlesische Straße 27',
  postcode: '10997',
  city: 'Berlin',
  register: 'HRB 234567 B',
  court: 'Amtsgericht Charlottenburg',
  vatId: 'DE328514907',
  directors: 'Jana Hoffmann, Malte Brandt',
  founded: 2019,
  devicesBought: '250.000',
  employees: 48,
} as const;
