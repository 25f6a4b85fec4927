import type { ShopLayout } from 'config';

/** How a layout frames the page: brand, size of the frame, and which widgets and links it shows. */
export interface FrameSpec {
  brand: 'revalu' | 'agan';
  /** A partner widget lives inside another site: a slim header and footer, no shop navigation. */
  compact: boolean;
  /** The home layouts give the page the full width (a stage), the others a content column. */
  stage: boolean;
  /** Header widgets of the remotes: mf-catalog's search box and mf-checkout's cart button. */
  widgets: { search: boolean; cart: boolean };
  /** Header links to the contact page and the customer account. */
  links: { contact: boolean; account: boolean };
  /** Footer link to the other countries' shops (the sister brand is German only). */
  countrySwitcher: boolean;
}

/** The layout decides what each shop mode shows (docs/decisions/0023-layouts-and-the-error-page.md). */
export const FRAMES: Readonly<Record<ShopLayout, FrameSpec>> = {
  default: {
    brand: 'revalu',
    compact: false,
    stage: false,
    widgets: { search: true, cart: true },
    links: { contact: true, account: true },
    countrySwitcher: true,
  },
  home: {
    brand: 'revalu',
    compact: false,
    stage: true,
    widgets: { search: true, cart: true },
    links: { contact: true, account: true },
    countrySwitcher: true,
  },
  'b2bwidget-default': {
    brand: 'revalu',
    compact: true,
    stage: false,
    widgets: { search: true, cart: true },
    links: { contact: false, account: false },
    countrySwitcher: false,
  },
  'b2bwidget-home': {
    brand: 'revalu',
    compact: true,
    stage: true,
    widgets: { search: true, cart: true },
    links: { contact: false, account: false },
    countrySwitcher: false,
  },
  'agan-default': {
    brand: 'agan',
    compact: false,
    stage: false,
    widgets: { search: true, cart: true },
    links: { contact: true, account: true },
    countrySwitcher: false,
  },
  'aganwidget-default': {
    brand: 'agan',
    compact: true,
    stage: false,
    widgets: { search: true, cart: true },
    links: { contact: false, account: false },
    countrySwitcher: false,
  },
};
