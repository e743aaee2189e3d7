import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // The app must run under a strict CSP (script-src 'self'): no inline module preload polyfill.
    modulePreload: { polyfill: false },
    // The server reads it to preload the chunks of the page it serves (ADR 0009).
    manifest: true,
    // Rolldown splits every module that the entry and a lazy page share into its own chunk: a
    // first visit of a listing fetched 39 scripts and 8 stylesheets, which a phone's connection
    // (six per host on HTTP/1.1) takes in rounds. Two groups: what the entry loads at once, and
    // what the public browsing pages share (catalogue, home, search, content, UI parts, icons).
    // The account, checkout and order pages (and zod, which only their forms use) stay apart:
    // so does components/address/ (the address form, with zod), shared by account and checkout,
    // and the product page's lazily opened forms that check with zod (review in features/reviews,
    // sample application), and components/console/ (what the console's pages share: staff code,
    // never a buyer's). The inquiry forms (features/inquiries, zod) load when a dialog opens or with
    // their pages (the contact page among them); only the button that opens the dialog (and the
    // feature's index.ts that exports it) is part of browsing. The product card and the article body
    // are part of browsing as the catalogue's and content's own components.
    // The catalogue and content API modules that moved down to lib/shared-api/ (ADR 0016) stay in browse.
    // The sample application's hook and SKU limits go with its dialog, out of browse.
    // A feature's console/ folder (staff pages: the catalogue's and content's editors, CodeMirror) is never browsing.
    // The B2B zone (/b2b) and product support (with its components/support-* parts) are pages few
    // first visits start on: their own chunks, so browse stays light.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            {
              name: 'browse',
              test: /src[\\/](features[\\/](catalog|site|search|content)[\\/](?!console[\\/]|components[\\/](sample-dialog|support-)|hooks[\\/]use-sample-application|lib[\\/]sample-skus|pages[\\/](contact-us-page|b2b-zone-page|products-support-page))|components[\\/](?!address[\\/]|console[\\/])|features[\\/]inquiries[\\/]components[\\/]inquiry-button|lib[\\/]shared-api[\\/](catalog|content)-api)|lucide-react/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // The chat socket (docs/product.md#calls) is served beside the API: /ws/1/{uuid}/{langId}.
  server: { proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } } },
});
