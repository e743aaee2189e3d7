// Setup of the web project's component tests (vitest.config.ts), run before each test file.

// jsdom has no modal dialogs: they open and close as the browser's <dialog> does.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

// React Router's data router builds a fetch Request with the AbortSignal of the page. Under
// Vitest 3's jsdom that is jsdom's, and Node 22+'s Request (undici) accepts only its own
// (vitest#8374, fixed in Vitest 4; ADR 0033), so the signal is left out of the Requests made in
// these tests. Fetch itself is answered by each test: nothing is ever aborted mid-flight here.
const NativeRequest = globalThis.Request;
globalThis.Request = class extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init?.signal ? { ...init, signal: undefined } : init);
  }
};
