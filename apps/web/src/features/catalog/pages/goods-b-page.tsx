import { useTranslation } from 'react-i18next';
import { ListingView, listingLoader } from '../components/listing-view';

export const loader = listingLoader('volume');

/** /product/goodsb: goods for business buyers, priced at the 50+ unit tier (ADR 0006). */
export function Component() {
  const { t } = useTranslation(['pages', 'catalog']);
  return <ListingView kind="volume" title={t('pages:goodsb')} intro={t('catalog:volumeIntro')} />;
}
