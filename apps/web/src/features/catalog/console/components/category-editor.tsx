import {
  CATEGORY_ICONS,
  categoryCompleteness,
  LANG_CODES,
  staffCategoryCreateBody,
  staffCategoryUpdateBody,
  type CategoryIcon,
  type CategoryTexts,
  type LangCode,
  type StaffCategory,
} from '@netshop/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field';
import { catalogTreeApi } from '../api/catalog-tree-api';
import { useTreeAction } from '../hooks/use-tree-action';
import styles from '../pages/console-categories.module.css';
import { useCategoryName } from './category-tree';
import { issuesToFields, SixLanguages, useFieldError, type FieldErrors } from './six-language-fields';
import { TreeFeedback } from './tree-feedback';

const emptyTexts = () => Object.fromEntries(LANG_CODES.map((l) => [l, { name: '', description: '' }])) as Record<LangCode, CategoryTexts>;

interface Props {
  /** The category edited, or null for a new one. */
  category: StaffCategory | null;
  items: StaffCategory[];
  maxDepth: number;
  /** A new category's parent, chosen where "add" was pressed. */
  newParentId?: number | null;
  onSaved(id: number): void;
  onDeleted(): void;
  onReload(): void;
}

/**
 * The selected category's editor: its icon and six languages side by side with a completeness
 * badge each, saved over the version loaded (a save by someone else in between is refused and
 * their version offered); then where it sits: its parent, its place among siblings, deletion.
 */
export function CategoryEditor({ category, items, maxDepth, newParentId = null, onSaved, onDeleted, onReload }: Props) {
  const { t } = useTranslation('console-catalog-tree');
  const nameOf = useCategoryName();
  const action = useTreeAction();
  const [key, setKey] = useState('');
  const [parentId, setParentId] = useState<number | null>(category ? category.parentId : newParentId);
  const [icon, setIcon] = useState<CategoryIcon>(category?.icon ?? 'switch');
  const [texts, setTexts] = useState<Record<LangCode, CategoryTexts>>(category?.texts ?? emptyTexts());
  const [version, setVersion] = useState(category?.version ?? 1);
  const [local, setLocal] = useState<FieldErrors>({});
  const errors = { ...action.fields, ...local };
  const errorOf = useFieldError(errors);

  const setText = (l: LangCode, field: keyof CategoryTexts, value: string) => setTexts((x) => ({ ...x, [l]: { ...x[l], [field]: value } }));
  const depthOf = (id: number | null): number => {
    let d = 0;
    for (let at = id; at !== null && d <= items.length; at = items.find((c) => c.id === at)?.parentId ?? null) d++;
    return d;
  };
  const hasChildren = category ? items.some((c) => c.parentId === category.id) : false;
  // Parents the server would accept: not itself, not below itself, within the menus' depth.
  const parents = items.filter((c) => c.id !== category?.id && depthOf(c.id) + (hasChildren ? 2 : 1) <= maxDepth);

  const save = () => {
    setLocal({});
    if (!category) {
      const parsed = staffCategoryCreateBody.safeParse({ key, parentId, icon, texts });
      if (!parsed.success) return setLocal(issuesToFields(parsed.error.issues));
      void action.run('save', () => catalogTreeApi.createCategory(parsed.data), (s) => onSaved(s.id));
      return;
    }
    const parsed = staffCategoryUpdateBody.safeParse({ version, icon, texts });
    if (!parsed.success) return setLocal(issuesToFields(parsed.error.issues));
    void action.run('save', () => catalogTreeApi.updateCategory(category.id, parsed.data), (s) => setVersion(s.version));
  };

  const complete = categoryCompleteness(texts);

  return (
    <section className={styles.editor} aria-labelledby="category-editor-title" data-testid="category-editor">
      <h2 id="category-editor-title" className={styles.editorTitle}>
        {category ? nameOf(category) : t('editor.newTitle')}
        {category && <code className={styles.key}>{category.key}</code>}
      </h2>
      <TreeFeedback action={action} onReload={onReload} name="category" />
      <div className={styles.identity}>
        {!category && (
          <>
            <TextField label={t('editor.key')} hint={t('editor.keyHint')} value={key} onChange={(e) => setKey(e.target.value)} error={errorOf('key')} data-testid="category-key" autoComplete="off" spellCheck={false} />
            <SelectField label={t('editor.parent')} value={parentId ?? ''} onChange={(e) => setParentId(e.target.value ? Number(e.target.value) : null)} error={errorOf('parentId')} data-testid="category-parent">
              <option value="">{t('editor.top')}</option>
              {parents.map((c) => (
                <option key={c.id} value={c.id}>
                  {nameOf(c)}
                </option>
              ))}
            </SelectField>
          </>
        )}
        <SelectField label={t('editor.icon')} value={icon} onChange={(e) => setIcon(e.target.value as CategoryIcon)} error={errorOf('icon')} data-testid="category-icon">
          {CATEGORY_ICONS.map((i) => (
            <option key={i} value={i}>
              {t(`icons.${i}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <SixLanguages complete={complete} testId="category-languages">
        {(l) => (
          <>
            <TextField label={t('editor.name')} lang={l} value={texts[l].name} onChange={(e) => setText(l, 'name', e.target.value)} error={errorOf(`texts.${l}.name`)} data-testid={`category-name-${l}`} />
            <TextAreaField
              label={t('editor.description')}
              lang={l}
              rows={3}
              value={texts[l].description}
              onChange={(e) => setText(l, 'description', e.target.value)}
              error={errorOf(`texts.${l}.description`)}
              data-testid={`category-description-${l}`}
            />
          </>
        )}
      </SixLanguages>
      <div className={styles.actions}>
        <Button onClick={save} busy={action.busy === 'save'} data-testid="category-save">
          {category ? t('editor.save') : t('editor.create')}
        </Button>
      </div>

      {category && <CategoryPlacement category={category} items={items} maxDepth={maxDepth} parents={parents} version={version} onVersion={setVersion} action={action} onDeleted={onDeleted} />}
    </section>
  );
}

/** Where a category sits: its parent (no cycles, no deeper than the menus), its place among its siblings, and deletion. */
function CategoryPlacement({ category, items, maxDepth, parents, version, onVersion, action, onDeleted }: PlacementProps) {
  const { t } = useTranslation('console-catalog-tree');
  const nameOf = useCategoryName();
  const [parentId, setParentId] = useState<number | null>(category.parentId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const errorOf = useFieldError(action.fields);
  const siblings = items.filter((c) => c.parentId === category.parentId);
  const place = siblings.findIndex((c) => c.id === category.id);
  const parentLabel = (id: number | null) => (id === null ? t('editor.top') : nameOf(items.find((c) => c.id === id)!));
  const move = () => void action.run('move', () => catalogTreeApi.moveCategory(category.id, { version, parentId }), (s) => onVersion(s.version));
  const reorder = (direction: 'up' | 'down') => void action.run(direction, () => catalogTreeApi.reorderCategory(category.id, direction));
  const remove = async () => {
    setConfirmDelete(false);
    if (await action.run('delete', () => catalogTreeApi.deleteCategory(category.id, version))) onDeleted();
  };
  return (
    <>
        <div className={styles.structure}>
          <h3>{t('editor.structure')}</h3>
          <p className={styles.hint}>{t('editor.depthHint', { depth: maxDepth })}</p>
          <div className={styles.moveRow}>
            <SelectField label={t('editor.parent')} value={parentId ?? ''} onChange={(e) => setParentId(e.target.value ? Number(e.target.value) : null)} error={errorOf('parentId')} data-testid="category-parent">
              <option value="">{t('editor.top')}</option>
              {parents.map((c) => (
                <option key={c.id} value={c.id}>
                  {nameOf(c)}
                </option>
              ))}
            </SelectField>
            <Button variant="secondary" onClick={move} busy={action.busy === 'move'} disabled={parentId === category.parentId} data-testid="category-move">
              {t('editor.move', { parent: parentLabel(parentId) })}
            </Button>
          </div>
          <div className={styles.buttonRow}>
            <Button variant="secondary" onClick={() => reorder('up')} busy={action.busy === 'up'} disabled={place <= 0} aria-label={t('editor.upLabel', { name: nameOf(category) })} data-testid="category-up">
              <ArrowUp size={16} aria-hidden="true" />
              {t('editor.up')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => reorder('down')}
              busy={action.busy === 'down'}
              disabled={place < 0 || place >= siblings.length - 1}
              aria-label={t('editor.downLabel', { name: nameOf(category) })}
              data-testid="category-down"
            >
              <ArrowDown size={16} aria-hidden="true" />
              {t('editor.down')}
            </Button>
            <Button variant="ghost" className={styles.danger} onClick={() => setConfirmDelete(true)} busy={action.busy === 'delete'} data-testid="category-delete">
              <Trash2 size={16} aria-hidden="true" />
              {t('editor.delete')}
            </Button>
          </div>
          <p className={styles.hint}>{t('editor.deleteHint', { products: category.productCount, children: items.filter((c) => c.parentId === category.id).length })}</p>
        </div>
      <Dialog
        open={confirmDelete}
        title={t('editor.deleteTitle')}
        onClose={() => setConfirmDelete(false)}
        closeLabel={t('editor.cancel')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
              {t('editor.cancel')}
            </Button>
            <Button variant="accent" onClick={() => void remove()} data-testid="category-delete-confirm">
              {t('editor.delete')}
            </Button>
          </>
        }
      >
        <p className={styles.dialogText}>{t('editor.deleteText', { name: nameOf(category) })}</p>
      </Dialog>
    </>
  );
}

interface PlacementProps {
  category: StaffCategory;
  items: StaffCategory[];
  maxDepth: number;
  parents: StaffCategory[];
  version: number;
  onVersion(v: number): void;
  action: ReturnType<typeof useTreeAction>;
  onDeleted(): void;
}
