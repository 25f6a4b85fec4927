import { CART_COOKIE, CART_COOKIE_MAX_AGE_DAYS, parseCartCookie } from 'config';

/**
 * The cart lives in the browser (localStorage); its cookie tells the server how many devices it holds,
 * so the checkout's first view from the server is the one the browser renders first: the empty cart, or
 * the cart's frame until the browser shows its lines (docs/decisions/0131-checkout-first-view.md).
 */

function readCartCookie(): number | null {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${CART_COOKIE}=`));
  return parseCartCookie(found?.slice(CART_COOKIE.length + 1));
}

// Read before the store writes it: the value the page was asked with, which the server rendered from.
let atStart: number | null = typeof document === 'undefined' ? null : readCartCookie();

/**
 * How many devices the cart held when the page was asked for, as the server knew it (the cookie),
 * or null when it did not know. On the server, what the renderer was told (`setServerCartDevices`).
 */
export function storedCartDevices(): number | null {
  return atStart;
}

/** The server render: the visitor's cart cookie, read by the API (host server-render/render.tsx). */
export function setServerCartDevices(devices: number | null): void {
  atStart = devices;
}

// What the cookie says now: a write costs the page a round trip to the browser's cookie store.
let written = atStart ?? 0;

/** Keeps the cookie with the cart: the number of devices, or no cookie for an empty cart. */
export function writeCartCookie(devices: number): void {
  if (devices === written) return;
  written = devices;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = devices > 0 ? CART_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 : 0;
  document.cookie = `${CART_COOKIE}=${devices > 0 ? devices : ''}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
