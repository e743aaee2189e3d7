import type { ContentType } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../../components/ui/field';
import type { ContentDraft } from '../hooks/use-content-editor';
import styles from '../pages/console-content.module.css';

/** The item's key (its address for a page), a news item's category, and whether the home page features a solution. */
export function IdentityFields({ type, draft, keyTaken, onChange }: { type: ContentType; draft: ContentDraft; keyTaken: boolean; onChange(d: Partial<ContentDraft>): void }) {
  const { t } = useTranslation('console-content');
  return (
    <div className={styles.identity}>
      <TextField
        label={t('fields.key')}
        hint={type === 'page' ? t('keyHintPage') : t('keyHint')}
        value={draft.key}
        onChange={(e) => onChange({ key: e.target.value })}
        maxLength={80}
        error={keyTaken ? t('keyTaken') : undefined}
        data-testid="content-key"
      />
      {type === 'news' && (
        <SelectField label={t('fields.category')} value={String(draft.cateId)} onChange={(e) => onChange({ cateId: Number(e.target.value) })}>
          {[1, 2, 3].map((c) => (
            <option key={c} value={c}>
              {t(`newsCategories.${c}`)}
            </option>
          ))}
        </SelectField>
      )}
      {type === 'solution' && (
        <label className={styles.check}>
          <input type="checkbox" checked={draft.featured} onChange={(e) => onChange({ featured: e.target.checked })} />
          {t('fields.featured')}
        </label>
      )}
    </div>
  );
}
