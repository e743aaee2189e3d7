// The page the chat window is on, as the gateway takes it (`{ context: { path, spuId, currencyId } }`,
// sent on open, on navigation and on a change of currency): agents see it, on a product page the
// visitor may ask about that product, and the assistant gives amounts in the page's currency. Only
// what the contract accepts is sent: a frame it refuses would show the link error.

export interface ChatPageContext {
  path: string;
  spuId?: number;
  /** The currency the page shows prices in: the assistant gives amounts (free-shipping thresholds) in it. */
  currencyId?: number;
}

/** The contract's limit for the path (chatContextFrame). */
export const CONTEXT_PATH_MAX = 300;
const PRODUCT_PAGE = '/product/productDetail';

export function pageContext(pathname: string, search: string, currencyId?: number | null): ChatPageContext {
  const currency = currencyId && Number.isInteger(currencyId) && currencyId >= 1 && currencyId <= 2_147_483_647 ? { currencyId } : {};
  return { ...pagePath(pathname, search), ...currency };
}

function pagePath(pathname: string, search: string): ChatPageContext {
  const clean = (s: string) => s.replace(/\u0000/g, '');
  let path = clean(pathname.startsWith('/') ? pathname : `/${pathname}`);
  const withQuery = path + clean(search);
  // A long query (a search with many filters) is left out rather than cut in the middle.
  path = withQuery.length <= CONTEXT_PATH_MAX ? withQuery : path.slice(0, CONTEXT_PATH_MAX);
  if (pathname !== PRODUCT_PAGE) return { path };
  const raw = new URLSearchParams(search).get('spuId') ?? '';
  const spuId = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return spuId >= 1 && spuId <= 2_147_483_647 ? { path, spuId } : { path };
}

export const sameContext = (a: ChatPageContext | null, b: ChatPageContext | null) => a?.path === b?.path && a?.spuId === b?.spuId && a?.currencyId === b?.currencyId;
