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

afterEach(() => {
  if (!hasDom) return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
