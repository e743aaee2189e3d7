import { CONTENT_TYPES, type ContentType } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PermissionGate } from '../../../../components/console/permission-gate';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { IdentityFields } from '../components/identity-fields';
import { PublishPanel } from '../components/publish-panel';
import { TextsEditor } from '../components/texts-editor';
import { useContentEditor } from '../hooks/use-content-editor';
import styles from './console-content.module.css';

/**
 * /console/content/:type/:id (or /new): a news item, case study, solution or page in six
 * languages with its Markdown body beside the preview, saved over the version loaded, then
 * published now, at a date, or taken back to a draft.
 */
export function Component() {
  const params = useParams();
  const type = (CONTENT_TYPES as readonly string[]).includes(params.type ?? '') ? (params.type as ContentType) : 'news';
  const id = params.id === 'new' ? null : Number(params.id) || 0;
  const { t } = useTranslation('console-content');
  const e = useContentEditor(type, id);
  const busy = e.save.isPending || e.publish.isPending || e.unpublish.isPending || e.remove.isPending;
  const title = id === null ? t(`new.${type}`) : (e.item.data?.title ?? t('edit'));

  return (
    <PermissionGate permission="content.edit" title={title} noAccess={t('noAccess')} error={e.item.error} testId="content-no-access">
      <p className={styles.back}>
        <Link to={`/console/content?type=${type}`}>{t('back')}</Link>
      </p>
      <h1>{title}</h1>
      {id !== null && e.item.isError && !e.item.data ? (
        <LoadError onRetry={() => void e.item.refetch()} />
      ) : id !== null && !e.item.data ? (
        <Skeleton height={400} />
      ) : (
        <form
          className={styles.editorGrid}
          onSubmit={(ev) => {
            ev.preventDefault();
            e.save.mutate();
          }}
        >
          {e.problem === 'conflict' && (
            <Alert kind="warning">
              <span data-testid="content-conflict">{t('conflict')}</span>{' '}
              <Button size="small" variant="secondary" onClick={() => void e.reload()}>
                {t('reload')}
              </Button>
            </Alert>
          )}
          <div className={styles.main}>
            <section className={styles.panel}>
              <IdentityFields type={type} draft={e.draft} keyTaken={e.problem === 'keyTaken'} onChange={(c) => e.edit((d) => ({ ...d, ...c }))} />
            </section>
            <TextsEditor type={type} texts={e.draft.texts} complete={e.complete} onChange={(lang, texts) => e.edit((d) => ({ ...d, texts: { ...d.texts, [lang]: texts } }))} />
          </div>
          <aside className={styles.side}>
            <section className={styles.panel}>
              <Button type="submit" busy={e.save.isPending} disabled={busy || (!e.dirty && id !== null)} data-testid="content-save">
                {id === null ? t('createDraft') : t('save')}
              </Button>
              <p className={styles.hint}>{e.dirty ? t('unsaved') : id === null ? t('newHint') : t('saved')}</p>
            </section>
            {e.item.data && (
              <PublishPanel item={e.item.data} dirty={e.dirty} busy={busy} onPublish={(at) => e.publish.mutate(at)} onUnpublish={() => e.unpublish.mutate()} onDelete={() => e.remove.mutate()} />
            )}
          </aside>
        </form>
      )}
    </PermissionGate>
  );
}
