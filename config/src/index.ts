/**
 * The configuration every page needs. Rules only some remotes use are subpaths of their own
 * (`config/account-rules`: names, passwords, addresses; `config/content`: forms, newsletter,
 * clarifications; `config/checkout`: sums, vouchers, postal codes, VAT ids, trade statuses): `config` is a shared singleton, and a shared module is never tree-shaken, so
 * everything exported here ships with every page.
 */
export * from './countries';
export * from './format';
export * from './constants';
export * from './hosts';
export * from './remotes';
export * from './routes';
export * from './releases';
export * from './content-pages';
export * from './external-links';
export * from './seo';
export type * from './server-render';
export * from './layouts';
