import { parsePastedLines, QUICK_ORDER_MAX_LINES, type QuickOrderCheck, type QuickOrderFormat } from '@netshop/contract';
import { Download, FileUp, Plus } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../../components/layout/page-frame';
import { Button } from '../../../../components/ui/button';
import { useSession } from '../../../../lib/site-store';
import { useSendToLogin } from '../../../../lib/use-send-to-login';
import { useShop } from '../../../../lib/use-shop';
import { SaveToListButton } from '../../../companies';
import { quickOrderApi } from '../api/quick-order-api';
import { QuickOrderRow } from '../components/quick-order-row';
import { useQuickOrder } from '../hooks/use-quick-order';
import { isBlank, okItems } from '../lib/quick-order-rows';
import { saveFile } from '../lib/save-file';
import styles from '../quick-order.module.css';

const HERE = '/quickOrder';

/**
 * /quickOrder (issue 29): lines of part numbers and quantities, typed with suggestions, pasted or
 * read from a CSV/XLSX file; every line is checked by the server and shown with its problem and a
 * fix in place; the lines that are ok go to the cart in one click and the others stay here.
 */
export function Component() {
  const { t } = useTranslation(['quick-order', 'common']);
  const isLogin = useSession((s) => s.isLogin);
  const sendToLogin = useSendToLogin();
  return (
    <PageFrame title={t('title')}>
      <p className={styles.lead}>{t('lead')}</p>
      {isLogin ? (
        <QuickOrder />
      ) : (
        <section className={styles.panel}>
          <p>{t('login.lead')}</p>
          <Button onClick={() => sendToLogin(HERE)}>{t('login.button')}</Button>
        </section>
      )}
    </PageFrame>
  );
}

function QuickOrder() {
  const { t } = useTranslation(['quick-order', 'common']);
  const qo = useQuickOrder();
  const { rows } = qo;
  return (
    <div className={styles.layout}>
      <section className={styles.lines} aria-labelledby="qo-lines" aria-busy={qo.checking || qo.adding}>
        <div className={styles.linesHead}>
          <h2 id="qo-lines">{t('lines.heading')}</h2>
          <span className={styles.muted}>{t('lines.count', { count: rows.filter((r) => !isBlank(r)).length })}</span>
        </div>
        <div className={styles.columns} aria-hidden="true">
          <span>{t('lines.line')}</span>
          <span>{t('lines.partNo')}</span>
          <span>{t('lines.quantity')}</span>
          <span>{t('lines.product')}</span>
          <span>{t('lines.price')}</span>
          <span />
        </div>
        <ol className={styles.rows}>
          {rows.map((r, i) => (
            <QuickOrderRow key={r.key} row={r} n={i + 1} onEdit={(change, recheck) => qo.update(r.key, change, recheck)} onRemove={() => qo.remove(r.key)}
              onTyping={(on) => qo.setTyping((k) => (on ? r.key : k === r.key ? null : k))}
            />
          ))}
        </ol>
        <div className={styles.rowActions}>
          <Button variant="secondary" size="small" onClick={qo.addRow} disabled={rows.length >= QUICK_ORDER_MAX_LINES}>
            <Plus size={16} aria-hidden="true" />
            {t('lines.addRow')}
          </Button>
          <Button variant="ghost" size="small" onClick={qo.clear} disabled={rows.every(isBlank)}>
            {t('lines.clear')}
          </Button>
        </div>
        {qo.limitError && (
          <p className={styles.limitError} role="alert" data-testid="qo-too-many">
            {qo.limitError}
          </p>
        )}
        <LinesFooter qo={qo} />
      </section>
      <aside className={styles.side}>
        <PasteBox onAdd={qo.addLines} />
        <UploadBox onRead={qo.fileRead} />
      </aside>
    </div>
  );
}

/** How many lines are ready and their total, the check, "save as list" and the add to the cart. */
function LinesFooter({ qo }: { qo: ReturnType<typeof useQuickOrder> }) {
  const { t } = useTranslation('quick-order');
  const { money } = useShop();
  const filled = qo.rows.filter((r) => !isBlank(r));
  const ready = filled.filter((r) => r.result?.ok);
  const problems = filled.filter((r) => r.result && !r.result.ok).length;
  const first = ready[0]?.result?.lineTotal;
  const total = first ? money({ ...first, amount: ready.reduce((sum, r) => sum + (r.result?.lineTotal?.amount ?? 0), 0) }) : '—';
  const items = okItems(qo.rows);
  return (
    <div className={styles.footer}>
      <p className={styles.summary} aria-live="polite" data-testid="qo-summary">
        {filled.length > 0 && t('summary', { ok: ready.length, total: filled.length, amount: total })}
        {problems > 0 && <span className={styles.problemCount}> · {t('problems', { count: problems })}</span>}
      </p>
      <div className={styles.footerActions}>
        <Button variant="secondary" onClick={qo.check} busy={qo.checking} disabled={!filled.length}>
          {t('check')}
        </Button>
        {items.length > 0 && <SaveToListButton items={items} />}
        <Button variant="accent" onClick={() => void qo.addToCart()} busy={qo.adding} disabled={ready.length === 0 || qo.waiting} data-testid="qo-add">
          {t('addToCart')}
        </Button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {qo.status}
      </p>
    </div>
  );
}

function PasteBox({ onAdd }: { onAdd(lines: { partNo: string; quantity: string }[]): boolean }) {
  const { t } = useTranslation('quick-order');
  const [text, setText] = useState('');
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('paste.heading')}</h2>
      <label htmlFor={`${id}-text`} className={styles.fieldLabel}>
        {t('paste.label')}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('paste.hint')}
      </p>
      <textarea
        id={`${id}-text`}
        className={styles.paste}
        rows={6}
        value={text}
        aria-describedby={`${id}-hint`}
        placeholder={t('paste.placeholder')}
        onChange={(e) => setText(e.target.value)}
        data-testid="qo-paste"
      />
      <Button
        variant="secondary"
        onClick={() => {
          const lines = parsePastedLines(text);
          if (lines.length && onAdd(lines)) setText('');
        }}
        disabled={!text.trim()}
        data-testid="qo-paste-add"
      >
        {t('paste.button')}
      </Button>
    </section>
  );
}

function UploadBox({ onRead }: { onRead(lines: { partNo: string; quantity: string }[], check: QuickOrderCheck, name: string): void }) {
  const { t } = useTranslation('quick-order');
  const { currencyId } = useShop();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (!f) return;
    setBusy(true);
    try {
      const parsed = await quickOrderApi.parse(f, currencyId);
      onRead(parsed.lines, parsed.check, f.name);
    } catch {
      // The HTTP client showed the message (the file's type, its size, more than 500 lines).
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };
  const download = async (format: QuickOrderFormat) => {
    try {
      saveFile(await quickOrderApi.template(format), `quick-order.${format}`);
    } catch {
      // The HTTP client showed the message.
    }
  };
  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('upload.heading')}</h2>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('upload.hint', { max: QUICK_ORDER_MAX_LINES })}
      </p>
      <label className={styles.fileButton} aria-busy={busy || undefined}>
        <FileUp size={18} aria-hidden="true" />
        <span>{busy ? t('upload.reading') : t('upload.choose')}</span>
        <input
          ref={file}
          type="file"
          className="visually-hidden"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={`${id}-hint`}
          disabled={busy}
          data-testid="qo-file"
          onChange={(e) => void upload(e)}
        />
      </label>
      <p className={styles.templates}>
        <span>{t('upload.template')}</span>
        <Button variant="ghost" size="small" onClick={() => void download('csv')} data-testid="qo-template-csv">
          <Download size={16} aria-hidden="true" />
          {t('upload.csv')}
        </Button>
        <Button variant="ghost" size="small" onClick={() => void download('xlsx')} data-testid="qo-template-xlsx">
          <Download size={16} aria-hidden="true" />
          {t('upload.xlsx')}
        </Button>
      </p>
    </section>
  );
}
