import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import type { useTreeAction } from '../hooks/use-tree-action';
import styles from '../pages/console-categories.module.css';

/**
 * The server's refusal above an editor: a 409 with a way to load what is there now (someone
 * else's save, a category still in use), anything else as it was said.
 */
export function TreeFeedback({ action, onReload, name }: { action: ReturnType<typeof useTreeAction>; onReload(): void; name: 'category' | 'attribute' }) {
  const { t } = useTranslation('console-catalog-tree');
  return (
    <>
      {action.conflict && (
        <div className={styles.conflict} data-testid={`${name}-conflict`}>
          <Alert kind="error">{action.conflict}</Alert>
          <Button variant="secondary" size="small" onClick={onReload}>
            {t('editor.reload')}
          </Button>
        </div>
      )}
      {action.problem && (
        <Alert kind="error">
          <span data-testid={`${name}-problem`}>{action.problem}</span>
        </Alert>
      )}
    </>
  );
}
