/** The server build's stand-in for a global style sheet (scripts/lib/rspack/server-config.ts): the browser loads the CSS. */
module.exports = function cssStubLoader() {
  return 'export {};\n';
};
