import type { ImportApplied, ImportPreview } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { catalogKey } from '../api/catalog-console-api';
import { catalogImportApi } from '../api/catalog-import-api';

/**
 * An import's steps on the page: a file's dry run, then its apply by the dry run's id. A refusal
 * of the apply (applied already, expired, the catalogue changed since) is kept to show beside the
 * report: the operator runs the file again.
 */
export function useCatalogImport() {
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [applied, setApplied] = useState<ImportApplied | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);

  const run = async (file: File) => {
    setBusy('preview');
    setApplied(null);
    setRefused(null);
    try {
      setPreview(await catalogImportApi.preview(file));
    } catch {
      // The client showed the server's message (file type, size).
      setPreview(null);
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!preview?.id) return;
    setBusy('apply');
    try {
      const { data, msg } = await catalogImportApi.apply(preview.id);
      setApplied(data);
      alert.success(msg);
      await queryClient.invalidateQueries({ queryKey: catalogKey });
    } catch (err) {
      if (err instanceof HttpError && (err.code === 404 || err.code === 409)) setRefused(err.message);
    } finally {
      setBusy(null);
    }
  };

  const reset = () => {
    setPreview(null);
    setApplied(null);
    setRefused(null);
  };

  return { preview, applied, refused, busy, run, apply, reset };
}
