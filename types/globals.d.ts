/** Injected by rspack's DefinePlugin (see rspack.base.ts). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;
