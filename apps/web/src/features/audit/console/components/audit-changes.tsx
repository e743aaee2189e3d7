import { useTranslation } from 'react-i18next';
import styles from '../pages/console-audit.module.css';
import { money, useAuditWords } from './audit-words';

type Fields = Record<string, unknown>;
const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A price change's or an import's SKUs (ADR 0043): [id, product number, price, stock or null, tiers or null]. */
type PriceLine = [number, string, number, number | null, [number, number][] | null];
const isPriceLines = (v: unknown): v is PriceLine[] => Array.isArray(v) && v.every((l) => Array.isArray(l) && l.length === 5 && typeof l[1] === 'string');
const lineText = ([, , price, stock, tiers]: PriceLine) =>
  [money(price), stock === null ? null : `× ${stock}`, tiers === null ? null : tiers.map(([q, p]) => `${q}:${money(p)}`).join(';')].filter(Boolean).join(' · ');

/** Each SKU whose price, stock or tiers differ, folded under a count: a category may have hundreds. */
function PriceDiff({ before, after }: { before: PriceLine[]; after: PriceLine[] }) {
  const { t } = useTranslation('console-audit');
  const was = new Map(before.map((l) => [l[0], l]));
  const changed = after.filter((l) => JSON.stringify(l) !== JSON.stringify(was.get(l[0])));
  return (
    <details className={styles.raw}>
      <summary>{t('changes.skus', { count: changed.length })}</summary>
      <ul className={styles.prices}>
        {changed.map((l) => (
          <li key={l[0]}>
            <code>{l[1]}</code> <del>{was.has(l[0]) ? lineText(was.get(l[0])!) : '—'}</del> <span aria-hidden="true">→</span> <ins>{lineText(l)}</ins>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * What an entry changed: for a record with both sides, each field whose value differs as
 * "before → after"; for a creation or a route entry (ADR 0040: no before), the fields it wrote.
 */
export function AuditChanges({ entityType, before, after }: { entityType: string; before: unknown; after: unknown }) {
  const { t } = useTranslation('console-audit');
  const words = useAuditWords(entityType);
  if (isFields(before) && isFields(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    if (keys.length === 0) return <span className={styles.muted}>{t('changes.none')}</span>;
    return (
      <dl className={styles.changes}>
        {keys.map((k) => {
          const b = before[k];
          const a = after[k];
          return (
            <div key={k}>
              <dt>{words.label(k)}</dt>
              <dd>
                {isPriceLines(b) && isPriceLines(a) ? (
                  <PriceDiff before={b} after={a} />
                ) : (
                  <>
                    <del>{words.value(k, b)}</del> <span aria-hidden="true">→</span> <ins>{words.value(k, a)}</ins>
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    );
  }
  const side = after ?? before;
  if (side === null || side === undefined) return <span className={styles.muted}>{t('changes.none')}</span>;
  return (
    <details className={styles.raw}>
      <summary>{after === null ? t('changes.removed') : t('changes.written')}</summary>
      {isFields(side) ? (
        <dl className={styles.changes}>
          {Object.entries(side).map(([k, v]) => (
            <div key={k}>
              <dt>{words.label(k)}</dt>
              <dd>{words.value(k, v)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <pre>{JSON.stringify(side, null, 2)}</pre>
      )}
    </details>
  );
}
