import type { AccountEvents } from './events/account';
import type { CatalogEvents } from './events/catalog';
import type { CheckoutEvents } from './events/checkout';
import type { ContentEvents } from './events/content';
import type { HostEvents } from './events/host';
import type { ReleaseEvents } from './events/release';

/** Teams that publish events. An event is named `<team>:<event>`, e.g. `checkout:cart-updated`. */
export type EventNamespace = 'host' | 'catalog' | 'checkout' | 'account' | 'content' | 'release';

/**
 * Every event on the bus and its payload, one file per team (bus/events/<team>.ts), so the type
 * system keeps names namespaced and payloads consistent between publisher and listeners.
 */
export type ShopEvents = HostEvents & CatalogEvents & CheckoutEvents & AccountEvents & ContentEvents & ReleaseEvents;

type Namespaced = `${EventNamespace}:${string}`;
type AssertNamespaced<T> = Exclude<keyof T, Namespaced> extends never ? true : never;
// Compile-time check that every event name is namespaced.
const eventNamesAreNamespaced: AssertNamespaced<ShopEvents> = true;
void eventNamesAreNamespaced;

export type ShopEventName = keyof ShopEvents;
