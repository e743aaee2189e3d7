import { ListPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, type ButtonProps } from '../../../../components/ui/button';
import { useSession } from '../../../../lib/site-store';
import { useSendToLogin } from '../../../../lib/use-send-to-login';
import { useListsTexts } from './use-lists-texts';

// The dialog (its form, the lists query) loads on the first click: the button sits on browsing
// pages (the product page) whose chunk should not carry it.
const SaveToListDialog = lazy(() => import('./save-to-list-dialog'));

export interface SaveToListButtonProps {
  /** What to save: SKUs and quantities (a SKU already in the chosen list adds up). */
  items: { skuId: number; quantity: number }[];
  /** Save this order's lines instead (the order page's "save as list"): the server reads them. */
  orderNo?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * "Save to list": opens a dialog to pick one of the buyer's requisition lists (or their company's
 * they may change) or create one, then saves the items there. A guest is sent to log in first.
 */
export function SaveToListButton({ items, orderNo, variant = 'secondary', size = 'normal', className }: SaveToListButtonProps) {
  const ready = useListsTexts();
  const { t } = useTranslation('lists');
  const isLogin = useSession((s) => s.isLogin);
  const sendToLogin = useSendToLogin();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const empty = !orderNo && items.length === 0;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        disabled={!ready || empty}
        data-testid="save-to-list"
        onClick={() => (isLogin ? setOpen(true) : sendToLogin(pathname + search))}
      >
        <ListPlus size={18} aria-hidden="true" />
        {ready ? t(orderNo ? 'save.orderButton' : 'save.button') : '…'}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveToListDialog items={items} orderNo={orderNo} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
