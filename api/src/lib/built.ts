declare const __API_BUILT__: boolean | undefined;

/**
 * True in the server compiled by `npm run build` (api/dist/, which defines `__API_BUILT__`), false
 * when it runs from its TypeScript sources (tests, tsx). The few places that find files beside their
 * module ask it: the built server has them precompiled in api/dist/ (docs/operations.md).
 */
export const API_BUILT: boolean = typeof __API_BUILT__ !== 'undefined' && __API_BUILT__;
