import { fitsSpecialInvoice, INVOICE_TITLE_MAX, type InvoiceTitle, type PurchaseFor } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, Plus, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { useShop } from '../../../lib/use-shop';
import { useMyCompany } from '../../companies';
import { invoicesApi, invoiceTitlesQuery, TITLES_KEY } from '../api/invoices-api';
import { InvoiceNav } from '../components/invoice-nav';
import { TitleForm } from '../components/title-form';
import styles from '../invoices.module.css';

type Editing = { title?: InvoiceTitle; for?: PurchaseFor } | null;

/**
 * /accountCenter/invoiceTitle: the buyer's invoice titles (company or personal), one default; for a
 * company member with titles.read, the company's titles in a section of their own, marked
 * "Company", with add and edit controls only for those who may manage them (finance). The server
 * checks again.
 */
export function Component() {
  const { t } = useTranslation(['invoices', 'pages', 'common']);
  const { langId, ready } = useShop();
  const queryClient = useQueryClient();
  const list = useQuery({ ...invoiceTitlesQuery(langId), enabled: ready });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<InvoiceTitle | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TITLES_KEY });

  const remove = useMutation({
    mutationFn: (title: InvoiceTitle) => invoicesApi.removeTitle(title.id),
    onSuccess: async ({ msg }) => {
      setDeleting(null);
      alert.success(msg);
      await refresh();
    },
  });
  const makeDefault = useMutation({
    mutationFn: (title: InvoiceTitle) => invoicesApi.setDefaultTitle(title.id),
    onSuccess: async () => {
      alert.success(t('titles.defaultSet'));
      await refresh();
    },
  });

  const company = useMyCompany();
  const all = list.data ?? [];
  const titles = all.filter((x) => x.companyId === null);
  const shared = all.filter((x) => x.companyId !== null);
  const showCompany = shared.length > 0 || company.can('titles.read');
  const mayManage = company.can('titles.manage');
  const full = titles.length >= INVOICE_TITLE_MAX;
  const card = (title: InvoiceTitle) => (
    <TitleCard key={title.id} title={title} onEdit={() => setEditing({ title })} onDelete={() => setDeleting(title)} onDefault={() => makeDefault.mutate(title)} busyDefault={makeDefault.isPending && makeDefault.variables?.id === title.id} />
  );
  const companyTitles = showCompany && (
    <CompanyTitles titles={shared} companyName={company.membership?.company.name ?? ''} mayManage={mayManage} onAdd={() => setEditing({ for: 'company' })}>
      {shared.map(card)}
    </CompanyTitles>
  );
  const addButton = (
    <Button onClick={() => setEditing({})} disabled={full} data-testid="title-add">
      <Plus size={16} aria-hidden="true" />
      {t('titles.add')}
    </Button>
  );

  return (
    <PageFrame title={t('pages:invoiceTitle')}>
      <InvoiceNav />
      {list.isError && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton height={200} />
      ) : titles.length === 0 ? (
        <>
        <div className={styles.empty} data-testid="titles-empty">
          <Building2 size={40} aria-hidden="true" />
          <h2>{t('titles.emptyTitle')}</h2>
          <p>{t('titles.emptyText')}</p>
          <div className={styles.emptyActions}>{addButton}</div>
        </div>
        {companyTitles}
        </>
      ) : (
        <>
          <div className={styles.toolbar}>
            <p>
              {t('titles.lead')} {t('titles.count', { count: titles.length, max: INVOICE_TITLE_MAX })}
            </p>
            {addButton}
          </div>
          <ul className={styles.cards}>{titles.map(card)}</ul>
          {companyTitles}
        </>
      )}

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={
          editing?.title
            ? t(editing.title.companyId !== null ? 'titles.company.editTitle' : 'titles.editTitle')
            : t(editing?.for === 'company' ? 'titles.company.addTitle' : 'titles.addTitle')
        } closeLabel={t('common:common.close')}>
        {editing && (
          <TitleForm
            key={editing.title?.id ?? 'new'}
            title={editing.title}
            for={editing.for}
            onCancel={() => setEditing(null)}
            onSaved={async () => {
              setEditing(null);
              await refresh();
            }}
          />
        )}
      </Dialog>

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('titles.deleteTitle')}
        closeLabel={t('common:common.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('common:common.cancel')}
            </Button>
            <Button variant="accent" busy={remove.isPending} onClick={() => deleting && remove.mutate(deleting)} data-testid="title-delete-confirm">
              {t('titles.delete')}
            </Button>
          </>
        }
      >
        <p className={styles.muted}>{deleting ? t('titles.deleteText', { name: deleting.name }) : null}</p>
      </Dialog>
    </PageFrame>
  );
}

function TitleCard({ title: x, onEdit, onDelete, onDefault, busyDefault }: { title: InvoiceTitle; onEdit(): void; onDelete(): void; onDefault(): void; busyDefault: boolean }) {
  const { t } = useTranslation('invoices');
  // Under the company section's heading, a company title's name is one level down.
  const Name = x.companyId !== null ? 'h3' : 'h2';
  const special = fitsSpecialInvoice(x);
  return (
    <li className={[styles.card, x.isDefault ? styles.cardDefault : ''].join(' ')} data-testid="title-card">
      <div className={styles.cardHead}>
        <Name>{x.name}</Name>
        {x.companyId !== null && (
          <span className={styles.badgeCompany} data-testid="title-company-badge">
            <Building2 size={12} aria-hidden="true" />
            {t('titles.company.badge')}
          </span>
        )}
        <span className={styles.badge}>{t(`kind.${x.kind}`)}</span>
        {x.isDefault && (
          <span className={styles.badgeBrand}>
            <Star size={12} aria-hidden="true" />
            {t('titles.default')}
          </span>
        )}
      </div>
      <dl className={styles.facts}>
        {x.taxNo && (
          <div>
            <dt>{t('form.taxNo')}</dt>
            <dd className={styles.mono}>{x.taxNo}</dd>
          </div>
        )}
        <div>
          <dt>{t('form.country')}</dt>
          <dd>{x.country}</dd>
        </div>
        {x.address && (
          <div>
            <dt>{t('form.address')}</dt>
            <dd>{x.address}</dd>
          </div>
        )}
        {x.phone && (
          <div>
            <dt>{t('form.phone')}</dt>
            <dd>{x.phone}</dd>
          </div>
        )}
        {x.bank && (
          <div>
            <dt>{t('form.bank')}</dt>
            <dd>
              {x.bank}
              {x.bankAccount && <span className={styles.mono}> · {x.bankAccount}</span>}
            </dd>
          </div>
        )}
      </dl>
      {x.kind === 'company' && <p className={styles.muted}>{special ? t('titles.specialReady') : t('titles.specialMissing')}</p>}
      {x.addedBy && <p className={styles.addedBy}>{t('titles.company.addedBy', { name: x.addedBy.name })}</p>}
      {x.mayChange && (
      <div className={styles.cardActions}>
        <Button variant="secondary" size="small" onClick={onEdit} aria-label={t('titles.editOf', { name: x.name })}>
          {t('titles.edit')}
        </Button>
        <Button variant="ghost" size="small" onClick={onDelete} aria-label={t('titles.deleteOf', { name: x.name })}>
          {t('titles.delete')}
        </Button>
        {!x.isDefault && (
          <Button variant="ghost" size="small" busy={busyDefault} onClick={onDefault}>
            {t('titles.setDefault')}
          </Button>
        )}
      </div>
      )}
    </li>
  );
}

/** The company's titles (issue 29): their own section, headed and explained, with the add button for finance. */
function CompanyTitles({ titles, companyName, mayManage, onAdd, children }: { titles: InvoiceTitle[]; companyName: string; mayManage: boolean; onAdd(): void; children: ReactNode }) {
  const { t } = useTranslation('invoices');
  return (
    <section className={styles.companyBook} aria-labelledby="company-titles" data-testid="company-titles">
      <header>
        <div>
          <h2 id="company-titles">
            <Building2 size={20} aria-hidden="true" />
            {t('titles.company.title')}
          </h2>
          <p>
            {t(mayManage ? 'titles.company.leadManage' : 'titles.company.leadRead', { company: companyName })}
            {mayManage && ` ${t('titles.company.count', { count: titles.length, max: INVOICE_TITLE_MAX })}`}
          </p>
        </div>
        {mayManage && (
          <Button variant="secondary" onClick={onAdd} disabled={titles.length >= INVOICE_TITLE_MAX} data-testid="company-title-add">
            <Plus size={16} aria-hidden="true" />
            {t('titles.company.add')}
          </Button>
        )}
      </header>
      {titles.length === 0 ? <p className={styles.companyEmpty}>{t('titles.company.empty')}</p> : <ul className={styles.cards}>{children}</ul>}
    </section>
  );
}
