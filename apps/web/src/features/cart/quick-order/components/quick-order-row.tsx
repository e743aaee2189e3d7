import type { QuickOrderLineResult, QuickOrderSku } from '@netshop/contract';
import { AlertTriangle, CheckCircle2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { useShop } from '../../../../lib/use-shop';
import type { Row } from '../lib/quick-order-rows';
import styles from '../quick-order.module.css';
import { PartNumberInput } from './part-number-input';

interface Props {
  row: Row;
  /** 1-based, as the buyer counts lines. */
  n: number;
  onEdit(change: Partial<Pick<Row, 'partNo' | 'quantity' | 'skuId'>>, recheck?: boolean): void;
  onRemove(): void;
  onTyping?(typing: boolean): void;
}

const quoteLink = (r: QuickOrderLineResult) =>
  r.sku
    ? `/inquiry/create?type=quotation&source=cart&spuId=${r.sku.spuId}&skuId=${r.sku.skuId}`
    : `/inquiry/create?type=quotation&source=cart&productNo=${encodeURIComponent(r.partNo)}`;
const candidateText = (c: QuickOrderSku) => [c.productNo, c.saleAttr, c.name].filter(Boolean).join(' · ');

/** What a line's problem needs, in place: a similar number, a candidate, a quantity, a quotation, the cart. */
function LineFix({ r, partNo, n, onEdit }: { r: QuickOrderLineResult; partNo: string; n: number; onEdit: Props['onEdit'] }) {
  const { t } = useTranslation('quick-order');
  const setTo = (q: number) => <SetTo q={q} n={n} onEdit={onEdit} />;
  const quote = (
    <Link to={quoteLink(r)} data-testid={`qo-quote-${n}`}>
      {t('fix.requestQuote')}
    </Link>
  );
  switch (r.problem) {
    case 'unknown':
      return r.suggestions.length ? (
        <div className={styles.fixRow}>
          <span>{t('fix.didYouMean')}</span>
          {r.suggestions.map((s) => (
            <Button key={s.productNo} variant="secondary" size="small" onClick={() => onEdit({ partNo: s.productNo }, true)} title={s.name}>
              {s.productNo}
            </Button>
          ))}
        </div>
      ) : (
        <div className={styles.fixRow}>
          <span>{t('fix.noSuggestion')}</span>
          {partNo.trim() && <Link to={quoteLink(r)}>{t('fix.askUs')}</Link>}
        </div>
      );
    case 'ambiguous':
    case 'optionsMissing':
      return (
        <label className={styles.fixRow}>
          <span>{r.problem === 'ambiguous' ? t('fix.chooseCandidate') : t('fix.chooseOption')}</span>
          <select className={styles.select} value="" onChange={(e) => e.target.value && onEdit({ skuId: Number(e.target.value) }, true)} data-testid={`qo-choose-${n}`}>
            <option value="">{t('fix.choose')}</option>
            {r.candidates.map((c) => (
              <option key={c.skuId} value={c.skuId} disabled={c.stock <= 0}>
                {candidateText(c)}
              </option>
            ))}
          </select>
        </label>
      );
    case 'quantityInvalid':
      return <div className={styles.fixRow}>{setTo(1)}</div>;
    case 'belowMinimum':
      return r.minimum ? <div className={styles.fixRow}>{setTo(r.minimum)}</div> : null;
    case 'short':
      return <div className={styles.fixRow}>{r.available ? setTo(r.available) : quote}</div>;
    case 'outOfStock':
      return <div className={styles.fixRow}>{quote}</div>;
    case 'overLimit':
      return (
        <div className={styles.fixRow}>
          {r.available ? setTo(r.available) : null}
          {quote}
        </div>
      );
    case 'cartFull':
      return (
        <div className={styles.fixRow}>
          <Link to="/shoppingCart">{t('fix.openCart')}</Link>
        </div>
      );
    default:
      return null;
  }
}

function SetTo({ q, n, onEdit }: { q: number; n: number; onEdit: Props['onEdit'] }) {
  const { t } = useTranslation('quick-order');
  return (
    <Button variant="secondary" size="small" onClick={() => onEdit({ quantity: String(q) }, true)} data-testid={`qo-set-${n}`}>
      {t('fix.setTo', { n: q })}
    </Button>
  );
}

/** The check cell: what an ok line resolved to (and a brand coding, a better tier), or the problem and its fix. */
function LineCheck({ row, n, onEdit }: { row: Row; n: number; onEdit: Props['onEdit'] }) {
  const { t } = useTranslation('quick-order');
  const { money } = useShop();
  const r = row.result;
  if (!r) return <span className={styles.muted}>{row.partNo.trim() ? t('lines.notChecked') : ''}</span>;
  if (r.ok && r.sku)
    return (
      <>
        <p className={styles.ok}>
          <CheckCircle2 size={16} aria-hidden="true" />
          <span className="visually-hidden">{t('lines.ready')}: </span>
          <span>
            <span className={styles.productNo}>{r.sku.productNo}</span> {r.sku.name}
          </span>
        </p>
        {r.sku.saleAttr && <p className={styles.muted}>{r.sku.saleAttr}</p>}
        {r.coding && (
          <p className={styles.coded} data-testid={`qo-coded-${n}`}>
            {t('coded', { brand: r.coding.brand, productNo: r.sku.productNo, partNo: r.coding.partNo })}
          </p>
        )}
        {r.nextTier && (
          <div className={styles.fixRow}>
            <span className={styles.muted}>{t('fix.nextTier', { minQty: r.nextTier.minQty, price: money(r.nextTier.unitPrice) })}</span>
            <SetTo q={r.nextTier.minQty} n={n} onEdit={onEdit} />
          </div>
        )}
      </>
    );
  return (
    <>
      <p className={styles.problem} data-testid={`qo-problem-${n}`} data-problem={r.problem ?? ''}>
        <AlertTriangle size={16} aria-hidden="true" />
        <span>{r.message}</span>
      </p>
      {r.sku && r.problem !== 'unknown' && (
        <p className={styles.muted}>
          {r.sku.productNo} · {r.sku.name}
        </p>
      )}
      <LineFix r={r} partNo={row.partNo} n={n} onEdit={onEdit} />
    </>
  );
}

const NAME_PROBLEMS = ['unknown', 'ambiguous', 'optionsMissing'];
const QUANTITY_PROBLEMS = ['quantityInvalid', 'belowMinimum', 'short', 'overLimit'];

/** One line: part number (with suggestions), quantity, what it resolved to or its problem with the fix in place, price, remove. */
export function QuickOrderRow({ row, n, onEdit, onRemove, onTyping }: Props) {
  const { t } = useTranslation('quick-order');
  const { money } = useShop();
  const r = row.result;
  const msgId = `qo-msg-${row.key}`;
  const state = !r ? 'unchecked' : r.ok ? 'ok' : 'problem';
  return (
    <li className={styles.row} data-state={state} data-testid="qo-row">
      <span className={styles.num} aria-hidden="true">
        {n}
      </span>
      <PartNumberInput
        value={row.partNo}
        label={t('lines.partNoOf', { n })}
        line={n}
        invalid={r ? NAME_PROBLEMS.includes(r.problem ?? '') : false}
        describedBy={r ? msgId : undefined}
        onChange={(partNo) => onEdit({ partNo })}
        onPick={(s) => onEdit({ partNo: s.productNo, ...(s.skuId ? { skuId: s.skuId } : {}) }, true)}
        onTyping={onTyping}
      />
      <div className={styles.qtyBox}>
        <label htmlFor={`qo-qty-${row.key}`} className="visually-hidden">
          {t('lines.quantityOf', { n })}
        </label>
        <input
          id={`qo-qty-${row.key}`}
          className={`${styles.input} ${styles.qty}`}
          inputMode="numeric"
          autoComplete="off"
          value={row.quantity}
          maxLength={12}
          aria-invalid={r && QUANTITY_PROBLEMS.includes(r.problem ?? '') ? true : undefined}
          aria-describedby={r ? msgId : undefined}
          onChange={(e) => onEdit({ quantity: e.target.value })}
          data-testid={`qo-qty-${n}`}
        />
      </div>
      <div className={styles.check} id={msgId}>
        <LineCheck row={row} n={n} onEdit={onEdit} />
      </div>
      <div className={styles.price}>
        {r?.ok && r.lineTotal && r.unitPrice && (
          <>
            <strong>{money(r.lineTotal)}</strong>
            <span className={styles.muted}>{t('lines.unitPrice', { price: money(r.unitPrice) })}</span>
          </>
        )}
      </div>
      <Button variant="ghost" size="icon" className={styles.remove} aria-label={t('lines.remove', { n })} title={t('lines.remove', { n })} onClick={onRemove}>
        <Trash2 size={18} aria-hidden="true" />
      </Button>
    </li>
  );
}
