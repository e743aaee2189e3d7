// Answers the server inlines into the HTML of a page (ADR 0009): the client's HTTP layer
// looks a GET up by this key before it goes to the network. No zod: the web shell imports it.

/** The id of the <script type="application/json"> element that carries the answers. */
export const BOOT_ELEMENT_ID = 'ns-boot';

/** Key of one GET: the Lang header it is sent with and its path with parameters in a fixed order. */
export function bootKey(langId: string | number | undefined, pathAndQuery: string): string {
  const at = pathAndQuery.indexOf('?');
  const path = at < 0 ? pathAndQuery : pathAndQuery.slice(0, at);
  const params = new URLSearchParams(at < 0 ? '' : pathAndQuery.slice(at + 1));
  params.sort();
  const query = params.toString();
  return `${langId ?? ''} ${path}${query ? `?${query}` : ''}`;
}
