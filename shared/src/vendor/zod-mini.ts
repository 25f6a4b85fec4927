/**
 * The part of zod/mini the shop uses, provided as the shared singleton `zod/mini` (see
 * vendor/react-router.ts for why a subset). Unshared, every app that checks data (host,
 * mf-content, mf-catalog) would bundle its own copy of zod/mini's core, 8.6 KB gzip each; shared,
 * a page loads one. TypeScript and jest resolve `zod/mini` here too:
 * a schema function missing below fails the type check; add it here first.
 *
 * Schemas' own methods (`safeParse`, `check`, ...) come with the classes and need no entry.
 */
export {
  array,
  boolean,
  email,
  enum,
  int,
  length,
  literal,
  looseObject,
  maximum,
  minimum,
  minLength,
  nullable,
  number,
  object,
  optional,
  record,
  regex,
  string,
  url,
} from 'zod-mini-full';
export type { infer, input, output, ZodMiniType } from 'zod-mini-full';
