// Setup of the web project's component tests (vitest.config.ts), run before each test file.

// jsdom has no modal dialogs: they open and close as the browser's <dialog> does.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};
