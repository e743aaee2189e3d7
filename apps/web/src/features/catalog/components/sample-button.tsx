import type { ProductDetail } from '@netshop/contract';
import { FlaskConical } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { loadNamespaces } from '../../../lib/i18n';
import { useCartOwner } from '../../../lib/use-cart-owner';
import { useSendToLogin } from '../../../lib/use-send-to-login';

// The dialog, its texts (account namespace) and its queries load when a buyer opens it: most
// visitors of a product page never do.
const SampleDialog = lazy(async () => {
  const [module] = await Promise.all([import('./sample-dialog'), loadNamespaces(['account'])]);
  return { default: module.SampleDialog };
});

/** The query parameter that reopens the dialog after a guest has logged in. */
const REOPEN = 'sample';

/**
 * "Apply for a free sample" (issue 14), shown when any SKU of the product is offered as a sample.
 * A guest logs in first and comes back to the product with the dialog open.
 */
export function SampleButton({ product, selectedSkuId }: { product: ProductDetail; selectedSkuId?: number }) {
  const { t } = useTranslation('catalog');
  const owner = useCartOwner();
  const sendToLogin = useSendToLogin();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const reopen = params.get(REOPEN) === '1';

  useEffect(() => {
    if (!reopen || owner !== 'buyer') return;
    setOpen(true);
    setParams(
      (p) => {
        p.delete(REOPEN);
        return p;
      },
      { replace: true },
    );
  }, [reopen, owner, setParams]);

  if (!product.skus.some((s) => s.sampleLimit > 0)) return null;
  const start = () => {
    if (owner === 'guest') sendToLogin(`/product/productDetail?spuId=${product.spuId}&${REOPEN}=1`);
    else setOpen(true);
  };
  return (
    <>
      <Button variant="secondary" onClick={start} data-testid="sample-apply">
        <FlaskConical size={16} aria-hidden="true" />
        {t('samples.apply')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SampleDialog product={product} initialSkuId={selectedSkuId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
