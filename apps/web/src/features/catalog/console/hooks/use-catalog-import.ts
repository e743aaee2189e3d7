import type { ImportApplied, ImportPreview } from '@netshop/contract';
import { catalogImportApi } from '../api/catalog-import-api';
import { usePreviewThenApply } from './use-preview-then-apply';

/**
 * An import's steps on the page: a file's dry run, then its apply by the dry run's id. A refusal
 * of the apply (applied already, expired, the catalogue changed since) is kept to show beside the
 * report: the operator runs the file again.
 */
export function useCatalogImport() {
  const steps = usePreviewThenApply<ImportPreview, ImportApplied>(catalogImportApi.apply);
  return { ...steps, run: (file: File) => steps.run(() => catalogImportApi.preview(file)), reset: steps.clear };
}
