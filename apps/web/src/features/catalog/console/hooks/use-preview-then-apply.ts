import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { catalogKey } from '../api/catalog-console-api';

/**
 * The two steps every bulk change of the catalogue takes (a file's import, a category's price
 * change): a dry run that changes nothing, then its apply by the dry run's id. A refusal of the
 * apply (applied already, expired, the catalogue changed since: 404 or 409) is kept to show beside
 * the report, and the operator runs the dry run again; other failures were shown by the client.
 */
export function usePreviewThenApply<P extends { id: string | null }, A>(applyById: (id: string) => Promise<{ data: A; msg: string }>) {
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<P | null>(null);
  const [applied, setApplied] = useState<A | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);

  const clear = () => {
    setPreview(null);
    setApplied(null);
    setRefused(null);
  };

  /** Runs a dry run; what it reports replaces what was on screen. */
  const run = async (dryRun: () => Promise<P>) => {
    setBusy('preview');
    clear();
    try {
      setPreview(await dryRun());
    } catch {
      // The client showed the server's message (file type, size, a bad percentage).
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!preview?.id) return;
    setBusy('apply');
    try {
      const { data, msg } = await applyById(preview.id);
      setApplied(data);
      alert.success(msg);
      await queryClient.invalidateQueries({ queryKey: catalogKey });
    } catch (err) {
      if (err instanceof HttpError && (err.code === 404 || err.code === 409)) setRefused(err.message);
    } finally {
      setBusy(null);
    }
  };

  return { preview, applied, refused, busy, run, apply, clear };
}
