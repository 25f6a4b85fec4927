/* global __APP_NAME__, __APP_VERSION__ */
// First module of a remote's server build: its assets' URLs start where browsers load the version from,
// the remote store the API names in globalThis.__SHOP_REMOTE_STORE__ (config SERVER_REMOTE_STORE_GLOBAL),
// `/remotes` by default.
const store = typeof globalThis.__SHOP_REMOTE_STORE__ === 'string' ? globalThis.__SHOP_REMOTE_STORE__ : '/remotes';
// eslint-disable-next-line no-undef -- the bundler's run-time public path, set before any asset is named
__webpack_public_path__ = `${store}/${__APP_NAME__}/${__APP_VERSION__}/`;
