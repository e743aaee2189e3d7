import type { ImportApplied, ImportFormat, ImportPreview, PriceChangeApplied, PriceChangeBody, PriceChangePreview } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { unwrap, unwrapWithMsg } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// Bulk import and export of the catalogue and category price changes (issue 27, catalog.edit):
// files come as blobs (the staff token travels in a header, which a plain link cannot send); a
// dry run answers the changes and every line's error, and apply takes the dry run's id.

/** Apply answers 409 (applied already, or the catalogue changed) and 404 (expired): the page says which. */
const QUIET = [404, 409] as const;

export const catalogImportApi = {
  template: async (format: ImportFormat) => (await staffHttp.get<Blob>(API.staffCatalogImport.template.path(), { format }, { responseType: 'blob' })) as unknown as Blob,
  exportFile: async (format: ImportFormat, categoryId?: number) =>
    (await staffHttp.get<Blob>(API.staffCatalogImport.export.path(), { format, ...(categoryId ? { categoryId } : {}) }, { responseType: 'blob', headers: { repeatSubmit: false } })) as unknown as Blob,
  preview: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    // The same file may be run again after editing it: no duplicate-submit guard.
    return unwrap(staffHttp.post<ImportPreview>(API.staffCatalogImport.preview.path(), form, { headers: { repeatSubmit: false } }));
  },
  apply: (importId: string) => unwrapWithMsg(staffHttp.post<ImportApplied>(API.staffCatalogImport.apply.path({ importId }), undefined, { quiet: QUIET })),
  pricePreview: (body: PriceChangeBody) => unwrap(staffHttp.post<PriceChangePreview>(API.staffCatalogImport.pricePreview.path(), body, { headers: { repeatSubmit: false } })),
  priceApply: (importId: string) => unwrapWithMsg(staffHttp.post<PriceChangeApplied>(API.staffCatalogImport.pricesApply.path({ importId }), undefined, { quiet: QUIET })),
};
