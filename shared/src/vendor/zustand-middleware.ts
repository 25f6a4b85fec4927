/**
 * The part of zustand/middleware the shop uses (the persisted stores of shared/stores), provided as
 * the shared singleton `zustand/middleware` (see vendor/react-router.ts for why a subset): the
 * whole module, with devtools, redux and the rest, is 4.2 KB gzip on every page.
 */
export { createJSONStorage, persist } from 'zustand-middleware-full';
export type { PersistOptions, StateStorage } from 'zustand-middleware-full';
