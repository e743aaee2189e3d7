import { LIST_QTY_MAX, type ListDetail, type ListExportFormat, type ListItem, type ListToCartResult } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Copy, Download, Pencil, ShoppingCart, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../../../components/layout/page-frame';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { CART_KEY } from '../../../../lib/shared-api/cart-api';
import { useShop } from '../../../../lib/use-shop';
import { useUrlParams } from '../../../../lib/use-url-params';
import { LISTS_KEY, listQuery, listsApi, myListsQuery } from '../api/lists-api';
import { ListActionDialog, type ListAction } from '../components/list-dialogs';
import styles from '../components/lists.module.css';

// /accountCenter/lists/detail?id= (issue 29): one requisition list, priced now in the shop's
// currency. Items go to the cart all at once or as selected; what could not go (sold out, no
// longer sold, short of stock, the cart full) is listed, never dropped in silence. A list the
// buyer may only read (a viewer, a suspended company) shows no controls that change it.

const STATE_CLASS: Record<ListItem['state'], string> = { ok: styles.ok!, insufficient: styles.warn!, soldOut: styles.bad!, unavailable: styles.bad! };

export function Component() {
  const { t } = useTranslation('lists');
  const [params] = useUrlParams();
  const raw = params.get('id') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const { langId, currencyId, ready } = useShop();
  const list = useQuery({ ...listQuery(id, langId, currencyId), enabled: ready && id > 0, retry: (n, e) => !(e instanceof HttpError && e.code === 404) && n < 2 });
  const notFound = id === 0 || (list.error instanceof HttpError && list.error.code === 404);

  let content;
  if (notFound)
    content = (
      <div className={styles.card} data-testid="list-not-found">
        <div className={styles.cardMain}>
          <strong>{t('notFound')}</strong>
          <Link to="/accountCenter/lists">{t('back')}</Link>
        </div>
      </div>
    );
  else if (list.isError && !list.data) content = <LoadError onRetry={() => void list.refetch()} />;
  else if (!list.data)
    content = (
      <div aria-busy="true">
        <Skeleton height={200} />
      </div>
    );
  else content = <ListView key={list.data.id} list={list.data} />;
  return <PageFrame title={list.data?.name ?? t('title')}>{content}</PageFrame>;
}

function ListView({ list }: { list: ListDetail }) {
  const { t, i18n } = useTranslation('lists');
  const { money, currencyId } = useShop();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayShare = useQuery(myListsQuery()).data?.mayShare ?? false;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [action, setAction] = useState<ListAction | null>(null);
  const [result, setResult] = useState<ListToCartResult | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: LISTS_KEY });

  const toCart = useMutation({
    mutationFn: (skuIds?: number[]) => listsApi.toCart(list.id, skuIds, currencyId),
    onSuccess: ({ data, msg }) => {
      (data.problems.length ? alert.warning : alert.success)(msg);
      setResult(data);
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
    },
  });
  const setQuantity = useMutation({
    mutationFn: ({ skuId, quantity }: { skuId: number; quantity: number }) => listsApi.setQuantity(list.id, skuId, quantity),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (skuIds: number[]) => listsApi.removeItems(list.id, skuIds),
    onSuccess: ({ msg }, skuIds) => {
      alert.success(msg);
      setSelected((s) => new Set([...s].filter((x) => !skuIds.includes(x))));
    },
    onSettled: refresh,
  });

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <div className={styles.page} data-testid="list-detail">
      <div className={styles.head}>
        <div className={styles.meta}>
          <Link to="/accountCenter/lists">
            <ArrowLeft size={14} aria-hidden="true" /> {t('back')}
          </Link>
          <span className={`${styles.badge} ${list.shared ? styles.badgeShared : ''}`}>{list.shared ? t('sharedBadge') : t('personal')}</span>
          {!list.mine && <span>{t('owner', { name: list.owner.name })}</span>}
          <span>{t('updated', { date: date.format(new Date(list.updatedAt)) })}</span>
        </div>
        <div className={styles.actions}>
          {list.mayChange && (
            <Button variant="ghost" size="small" onClick={() => setAction({ kind: 'rename', list })}>
              <Pencil size={16} aria-hidden="true" />
              {t('rename')}
            </Button>
          )}
          <Button variant="ghost" size="small" onClick={() => setAction({ kind: 'copy', list })}>
            <Copy size={16} aria-hidden="true" />
            {t('copy')}
          </Button>
          <ExportButtons list={list} />
          {list.mayChange && (
            <Button variant="ghost" size="small" onClick={() => setAction({ kind: 'delete', list })}>
              <Trash2 size={16} aria-hidden="true" />
              {t('delete')}
            </Button>
          )}
        </div>
      </div>
      {!list.mayChange && <Alert kind="info">{t('readOnly')}</Alert>}
      {result && (result.problems.length > 0 || result.added > 0) && <CartResult result={result} onClose={() => setResult(null)} />}

      {list.items.length === 0 ? (
        <div className={styles.card} data-testid="list-no-items">
          <div className={styles.cardMain}>
            <strong>{t('noItems')}</strong>
            <span className={styles.muted}>{t('emptyHint')}</span>
          </div>
        </div>
      ) : (
        <ItemsTable
          list={list}
          selected={selected}
          onSelect={setSelected}
          onQuantity={(skuId, quantity) => setQuantity.mutate({ skuId, quantity })}
          onRemove={(skuId) => remove.mutate([skuId])}
        />
      )}

      {list.items.length > 0 && (
        <div className={styles.footer}>
          <span className={styles.subtotal} data-testid="list-subtotal">
            {t('subtotal', { amount: money(list.subtotal) })}
          </span>
          <div className={styles.actions}>
            {list.mayChange && selected.size > 0 && (
              <Button variant="secondary" busy={remove.isPending} onClick={() => remove.mutate([...selected])}>
                <Trash2 size={16} aria-hidden="true" />
                {t('removeSelected')}
              </Button>
            )}
            {selected.size > 0 && (
              <Button variant="secondary" busy={toCart.isPending && toCart.variables !== undefined} onClick={() => toCart.mutate([...selected])} data-testid="list-cart-selected">
                {t('addSelected', { count: selected.size })}
              </Button>
            )}
            <Button variant="accent" busy={toCart.isPending && toCart.variables === undefined} onClick={() => toCart.mutate(undefined)} data-testid="list-cart-all">
              <ShoppingCart size={16} aria-hidden="true" />
              {t('addAll')}
            </Button>
          </div>
        </div>
      )}
      <ListActionDialog action={action} mayShare={mayShare} onClose={() => setAction(null)} onDone={(newId) => void navigate(newId === null ? '/accountCenter/lists' : `/accountCenter/lists/detail?id=${newId}`)} />
    </div>
  );
}

/** CSV and XLSX of the list, in the page's language and currency (the server writes them). */
function ExportButtons({ list }: { list: ListDetail }) {
  const { t } = useTranslation('lists');
  const { currencyId } = useShop();
  const [exporting, setExporting] = useState<ListExportFormat | null>(null);
  const download = async (format: ListExportFormat) => {
    setExporting(format);
    try {
      const blob = await listsApi.exportFile(list.id, format, currencyId);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${list.name}.${format}`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } finally {
      setExporting(null);
    }
  };
  return (
    <>
      <Button variant="ghost" size="small" busy={exporting === 'csv'} disabled={!list.items.length} onClick={() => void download('csv')} data-testid="list-export-csv">
        <Download size={16} aria-hidden="true" />
        {t('exportCsv')}
      </Button>
      <Button variant="ghost" size="small" busy={exporting === 'xlsx'} disabled={!list.items.length} onClick={() => void download('xlsx')} data-testid="list-export-xlsx">
        <Download size={16} aria-hidden="true" />
        {t('exportXlsx')}
      </Button>
    </>
  );
}

/** What went to the cart, and each item that did not go as listed with why. */
function CartResult({ result, onClose }: { result: ListToCartResult; onClose(): void }) {
  const { t } = useTranslation('lists');
  return (
    <Alert kind={result.problems.length ? 'warning' : 'success'} onClose={onClose} closeLabel={t('close')}>
      <span data-testid="list-cart-result">
        {t('cartAdded', { count: result.added })} <Link to="/shoppingCart">{t('goToCart')}</Link>
        {result.problems.length > 0 && (
          <>
            <br />
            {t('cartProblems')}
            <ul className={styles.problems}>
              {result.problems.map((p) => (
                <li key={p.skuId}>
                  {t('problemLine', { productNo: p.productNo, name: p.name, problem: t(`problem.${p.problem}`, { stock: p.stock, wanted: p.wanted }) })}
                </li>
              ))}
            </ul>
          </>
        )}
      </span>
    </Alert>
  );
}

function ItemsTable({ list, selected, onSelect, onQuantity, onRemove }: { list: ListDetail; selected: Set<number>; onSelect(s: Set<number>): void; onQuantity(skuId: number, quantity: number): void; onRemove(skuId: number): void }) {
  const { t } = useTranslation('lists');
  const { money } = useShop();
  const names = new Map(list.items.map((i) => [i.skuId, i.name || i.productNo]));
  const all = list.items.every((i) => selected.has(i.skuId));
  const toggle = (skuId: number, on: boolean) => onSelect(on ? new Set([...selected, skuId]) : new Set([...selected].filter((x) => x !== skuId)));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="list-items">
        <thead>
          <tr>
            <th scope="col">
              <input type="checkbox" aria-label={t('selectAll')} checked={all} onChange={(e) => onSelect(e.target.checked ? new Set(list.items.map((i) => i.skuId)) : new Set())} />
            </th>
            <th scope="col">{t('col.partNo')}</th>
            <th scope="col">{t('col.product')}</th>
            <th scope="col" className={styles.num}>
              {t('col.price')}
            </th>
            <th scope="col">{t('col.quantity')}</th>
            <th scope="col" className={styles.num}>
              {t('col.total')}
            </th>
            <th scope="col">{t('col.stock')}</th>
            {list.mayChange && (
              <th scope="col">
                <span className="visually-hidden">{t('col.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {list.items.map((i) => (
            <tr key={i.skuId} data-testid={`list-item-${i.skuId}`}>
              <td className={styles.first}>
                <input type="checkbox" aria-label={t('selectItem', { name: names.get(i.skuId) })} checked={selected.has(i.skuId)} onChange={(e) => toggle(i.skuId, e.target.checked)} />
              </td>
              <td className={styles.partNo}>{i.sellable ? <Link to={`/product/productDetail?spuId=${i.spuId}&skuId=${i.skuId}`}>{i.productNo}</Link> : i.productNo}</td>
              <td>
                <div className={styles.product}>
                  <span>{i.name}</span>
                  {i.saleAttr && <span className={styles.muted}>{i.saleAttr}</span>}
                </div>
              </td>
              <td className={styles.num} data-label={t('col.price')}>
                {i.sellable ? money(i.unitPrice) : '—'}
              </td>
              <td data-label={t('col.quantity')}>
                {list.mayChange ? (
                  <QuantityInput key={i.quantity} value={i.quantity} label={t('quantityOf', { name: names.get(i.skuId) })} onCommit={(quantity) => onQuantity(i.skuId, quantity)} />
                ) : (
                  i.quantity
                )}
              </td>
              <td className={styles.num} data-label={t('col.total')}>
                {i.sellable ? money(i.lineTotal) : '—'}
              </td>
              <td className={STATE_CLASS[i.state]}>{t(`state.${i.state}`, { stock: i.stock })}</td>
              {list.mayChange && (
                <td>
                  <Button variant="ghost" size="icon" aria-label={t('removeItem', { name: names.get(i.skuId) })} onClick={() => onRemove(i.skuId)}>
                    <X size={16} aria-hidden="true" />
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A quantity typed freely and saved when it is left or Enter is pressed (1 … LIST_QTY_MAX; anything else goes back). */
function QuantityInput({ value, label, onCommit }: { value: number; label: string; onCommit(n: number): void }) {
  const [text, setText] = useState(String(value));
  const commit = () => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1 || n > LIST_QTY_MAX) return setText(String(value));
    if (n !== value) onCommit(n);
  };
  return (
    <input
      className={styles.qty}
      type="number"
      inputMode="numeric"
      min={1}
      max={LIST_QTY_MAX}
      aria-label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}
