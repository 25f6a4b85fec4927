/** The server build's stand-in for a global style sheet (rspack.base.ts, createServerConfig): the browser loads the CSS. */
module.exports = function cssStubLoader() {
  return 'export {};\n';
};
