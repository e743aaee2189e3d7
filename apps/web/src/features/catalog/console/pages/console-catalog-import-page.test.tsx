import type { ImportPreview, StaffMe } from '@netshop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { Component as ImportPage } from './console-catalog-import-page';

// /console/catalog/import: a file's dry run shows the errors by line in the operator's language
// and offers no apply; a clean dry run offers "Apply" and sends the dry run's id, and a refusal
// (the catalogue changed since) is shown beside the report.

const sales: StaffMe = { staffId: 2, email: 'sam@example.com', name: 'Sam', roles: ['sales'], permissions: [] };
const summary = { lines: 3, productsCreated: 0, productsUpdated: 0, skusCreated: 0, skusUpdated: 1, unchanged: 0, errorLines: 2, errorCount: 2, changes: 1 };
const WITH_ERRORS: ImportPreview = {
  id: null,
  fileName: 'prices.csv',
  summary,
  changes: [{ line: 2, productNo: 'SFP-1', model: 'SFP', kind: 'update', field: 'price', before: '41.00', after: '39.00' }],
  errors: [
    { line: 3, column: 'stock', code: 'negative', params: { value: '-4' } },
    { line: 4, column: 'product_no', code: 'duplicateProductNo', params: { other: 2 } },
  ],
  expiresAt: null,
};
const CLEAN: ImportPreview = { ...WITH_ERRORS, id: '7d0c1a1e-8f5e-4c1a-9a57-4b1f6d1f2a11', summary: { ...summary, errorLines: 0, errorCount: 0 }, errors: [], expiresAt: '2030-01-01T10:30:00.000Z' };

const open = () => renderRoutes([{ path: '/console/catalog/import', element: <ImportPage /> }], '/console/catalog/import', { lang: 'fr', namespaces: ['console', 'console-catalog-import'] });
const api = (preview: ImportPreview, apply: ApiAnswer = { data: { id: CLEAN.id, summary, appliedAt: '2030-01-01T10:00:00.000Z' }, msg: 'Import appliqué' }) =>
  answerApi((path, init) => {
    if (path.endsWith('/staff/me')) return { data: sales };
    if (path.includes('/catalog/categories')) return { data: [] };
    if (init?.method === 'POST' && path.endsWith('/apply')) return apply;
    if (init?.method === 'POST') return { data: preview };
    return { data: null };
  });
const upload = async () => {
  const input = await screen.findByTestId('import-file');
  fireEvent.change(input, { target: { files: [new File(['product_no,model\n'], 'prices.csv', { type: 'text/csv' })] } });
  fireEvent.click(screen.getByTestId('import-run'));
  return screen.findByTestId('import-report');
};

setUpStaffTestSession();

describe('console catalogue import page', () => {
  it('shows each error with its line and column in the operator’s language, and nothing to apply', async () => {
    api(WITH_ERRORS);
    await open();
    const report = await upload();
    const errors = within(report).getByTestId('import-errors');
    expect(errors.textContent).toContain('Ne peut pas être négatif : « -4 »');
    expect(errors.textContent).toContain('Cette référence figure déjà à la ligne 2');
    expect(within(report).getByTestId('import-count-errorLines').textContent).toBe('2');
    expect(within(report).getByTestId('import-changes').textContent).toContain('39.00');
    expect(screen.queryByTestId('import-apply')).toBeNull();
  });

  it('applies a clean dry run by its id once confirmed', async () => {
    const calls = api(CLEAN);
    await open();
    await upload();
    fireEvent.click(await screen.findByTestId('import-apply'));
    await screen.findByTestId('import-applied');
    expect(calls.some((c) => c.init?.method === 'POST' && c.path.endsWith(`/catalog/import/${CLEAN.id}/apply`))).toBe(true);
  });

  it('says so when the catalogue changed since the dry run, and offers no second try of the same one', async () => {
    // Another dry run's id: the client refuses the same POST twice within a moment (the last test's).
    api({ ...CLEAN, id: '0b6a3c55-6d4e-4c8e-b6a8-2f7e9a3d1c22' }, { status: 409, msg: 'Le catalogue a changé depuis l’aperçu (1 lignes concernées) : rien n’a été appliqué. Relancez la simulation' });
    await open();
    await upload();
    fireEvent.click(await screen.findByTestId('import-apply'));
    await waitFor(() => expect(screen.getByTestId('import-report').textContent).toContain('Relancez la simulation'));
    expect((screen.getByTestId('import-apply') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('import-applied')).toBeNull();
  });
});
