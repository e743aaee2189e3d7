import { useTranslation } from 'react-i18next';
import { ListingView, listingLoader } from '../components/listing-view';

export const loader = listingLoader('brand');

/** /product/queryBendProduct: products coded for one switch brand (ADR 0006). */
export function Component() {
  const { t } = useTranslation(['pages', 'catalog']);
  return <ListingView kind="brand" title={t('pages:queryBendProduct')} intro={t('catalog:brandIntro')} />;
}
