/** React hooks the remotes' pages share: loading a page's data, and a clock for countdowns. */
export { forgetPrepared, prepareAsync, preparedData, useAsync, type AsyncState } from './use-async';
export { useNow } from './use-now';
