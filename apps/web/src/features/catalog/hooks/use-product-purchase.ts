import type { ProductDetail, SkuView } from '@netshop/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { alert } from '../../../lib/alerts';
import { useCartOwner } from '../../../lib/use-cart-owner';
import { useSendToLogin } from '../../../lib/use-send-to-login';
import { useAddToCart } from '../components/add-to-cart';
import { selectedSku, tierPrice, type Selection } from '../lib/sku-selection';

/**
 * What the buyer chose on the product page (docs/product.md#screens): the options, the SKU they
 * make, the quantity and the unit price it earns, and the two ways to buy it: into the cart, or
 * straight to the order confirmation (a guest logs in first and goes on there).
 */
export function useProductPurchase(product: ProductDetail) {
  const { t } = useTranslation('catalog');
  const [selection, setSelection] = useState<Selection>(() => (product.skus.length === 1 ? { ...product.skus[0].attrs } : {}));
  const [quantity, setQuantity] = useState(1);
  const sku = selectedSku(product.skus, product.options, selection);
  const minPrice = useMemo(() => product.skus.reduce<SkuView | undefined>((m, s) => (!m || s.price.amount < m.price.amount ? s : m), undefined), [product.skus]);
  const shownTiers = (sku ?? minPrice)?.tiers ?? [];
  const unit = sku ? tierPrice(sku, quantity) : minPrice?.price;
  const saleAttr = product.options.map((o) => o.values.find((v) => v.key === selection[o.key])?.label).filter(Boolean).join(' / ');

  const requireSku = () => {
    if (!sku) {
      alert.warning(t('completeSku'));
      return null;
    }
    if (sku.stock <= 0) {
      alert.error(t('stock.out'));
      return null;
    }
    return sku;
  };
  const cart = useAddToCart();
  const owner = useCartOwner();
  const navigate = useNavigate();
  const sendToLogin = useSendToLogin();
  const addToCart = async () => {
    const s = requireSku();
    if (!s) return;
    if (await cart.add(product, s, quantity, saleAttr)) alert.success(t('added'));
  };
  // Straight to the order confirmation with this one SKU; a guest logs in first and goes on there.
  const buyNow = () => {
    const s = requireSku();
    if (!s) return;
    const order = `/order?skuId=${s.skuId}&quantity=${Math.min(quantity, s.stock)}`;
    if (owner === 'guest') sendToLogin(order);
    else void navigate(order);
  };
  return { selection, setSelection, quantity, setQuantity, sku, shownTiers, unit, addToCart, adding: cart.busy, buyNow };
}
