import { useTranslation } from 'react-i18next';
import { ListingView, listingLoader } from '../components/listing-view';

export const loader = listingLoader('all');

/** /product/queryProduct: all products, or one category (?cateId), with facets. */
export function Component() {
  const { t } = useTranslation('pages');
  return <ListingView kind="all" title={t('queryProduct')} />;
}
