import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// Files may switch to the node environment (`@jest-environment node`); the DOM set-up is then skipped.
const hasDom = typeof window !== 'undefined';

// jsdom lacks these; react-router and i18next use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no <dialog> behaviour.
if (hasDom && typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom's XMLHttpRequest does not stop its timeout timer when a request fails on the network (a test
// that asks a port nobody listens on, to fail for real): the timer is Node's, not the window's, so it
// outlives the test file and held its Jest worker open for the client's 15 s ("a worker process has
// failed to exit gracefully"). Setting the timeout to 0 once the request has ended stops it.
if (hasDom && typeof XMLHttpRequest !== 'undefined') {
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function sendAndStopTimerAtEnd(
    this: XMLHttpRequest,
    body?: Document | XMLHttpRequestBodyInit | null,
  ) {
    this.addEventListener('loadend', () => {
      if (this.timeout > 0) this.timeout = 0;
    });
    send.call(this, body);
  };
}

afterEach(() => {
  if (!hasDom) return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
