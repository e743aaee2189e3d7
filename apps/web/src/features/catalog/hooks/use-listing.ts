import { formatFilters, LISTING_PAGE_SIZE, listingRequest, parseFilters, type ListingPageKind } from '@netshop/contract/filters';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/layout/page-frame';
import { categoriesQuery, productListQuery } from '../../../lib/shared-api/catalog-api';
import { useShop } from '../../../lib/use-shop';
import { useUrlParams } from '../../../lib/use-url-params';

/**
 * A listing's state, all of it in the URL (docs/product.md#screens): category, brand, filters,
 * sort and page; the page of products and the category tree; the heading (the category, else the
 * brand, else the page's title) and the sub-categories to offer.
 */
export function useListing(kind: ListingPageKind, title: string) {
  const { t } = useTranslation('catalog');
  const { langId, currencyId, ready } = useShop();
  const [params, update] = useUrlParams();
  const request = listingRequest((k) => params.get(k), kind);
  const { cateId, brand } = request;
  const filters = parseFilters(request.filters);

  const categories = useQuery({ ...categoriesQuery(langId), enabled: ready });
  const list = useQuery({
    ...productListQuery(langId, { ...request, currencyId }),
    enabled: ready,
  });
  const data = list.data;
  const chosen = brand ? data?.brands?.find((b) => b.key.toLowerCase() === brand.trim().toLowerCase()) : undefined;
  const brandLabel = brand ? (chosen?.label ?? brand.trim()) : undefined;
  const heading = data?.path.at(-1)?.name ?? (brandLabel ? t('brandShop.heading', { brand: brandLabel }) : title);
  useDocumentTitle(heading);

  const toggle = (attr: string, value: string) => {
    const current = filters[attr] ?? [];
    const nextValues = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    update({ filters: formatFilters({ ...filters, [attr]: nextValues }) || undefined });
  };

  const subcats = (() => {
    const tree = categories.data ?? [];
    const find = (nodes: typeof tree): (typeof tree)[number] | undefined => {
      for (const n of nodes) {
        if (n.categoryId === cateId) return n;
        const hit = find(n.children);
        if (hit) return hit;
      }
    };
    const current = cateId ? find(tree) : undefined;
    return current ? current.children : cateId ? [] : tree;
  })();
  const totalPages = data ? Math.max(1, Math.ceil(data.total / LISTING_PAGE_SIZE)) : 1;

  return { params, update, request, filters, list, data, chosen, brandLabel, heading, toggle, subcats, totalPages };
}
