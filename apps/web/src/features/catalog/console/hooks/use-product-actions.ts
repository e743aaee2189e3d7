import type { StaffProductSaved } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { catalogConsoleApi, catalogKey, productQuery } from '../api/catalog-console-api';
import { loadedOf, type ProductForm } from './use-product-form';

/**
 * Save, publish, unpublish and duplicate for the editor. A save over a version someone else saved
 * meanwhile comes back 409 without fields: the page then shows `conflict` (the server's message)
 * with a way to load their version; nothing of theirs is overwritten. A 409 or 422 that names
 * fields (a key taken, a name missing) marks those fields.
 */
export function useProductActions(productId: number | null, form: ProductForm, onStatus: (s: StaffProductSaved) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<null | 'save' | 'publish' | 'unpublish' | 'duplicate' | 'reload'>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const failed = (err: unknown) => {
    if (!(err instanceof HttpError) || err.kind !== 'api') return;
    const fields = (err.data as { fields?: Record<string, string> } | null)?.fields;
    if (fields) form.setServer(Object.fromEntries(Object.keys(fields).map((k) => [k, 'taken'])));
    if (err.code === 409 && !fields) setConflict(err.message);
    else setProblem(err.message);
  };
  const run = async <T,>(kind: NonNullable<typeof busy>, call: () => Promise<{ data: T; msg: string }>, done: (data: T) => void) => {
    setBusy(kind);
    setProblem(null);
    try {
      const r = await call();
      alert.success(r.msg);
      done(r.data);
      void queryClient.invalidateQueries({ queryKey: [...catalogKey, 'list'] });
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    conflict,
    problem,
    save: () => {
      form.submit();
      if (!form.valid) return;
      if (productId === null) {
        void run('save', () => catalogConsoleApi.create(form.body), (s) => void navigate(`/console/catalog/${s.id}`, { replace: true }));
      } else {
        void run('save', () => catalogConsoleApi.update(productId, { ...form.body, version: form.version }), (s) => {
          form.saved(s.version);
          onStatus(s);
        });
      }
    },
    publish: (overrideReason?: string) =>
      productId !== null &&
      run('publish', () => catalogConsoleApi.publish(productId, { version: form.version, ...(overrideReason ? { overrideReason } : {}) }), (s) => {
        form.bumped(s.version);
        onStatus(s);
      }),
    unpublish: () =>
      productId !== null &&
      run('unpublish', () => catalogConsoleApi.unpublish(productId, form.version), (s) => {
        form.bumped(s.version);
        onStatus(s);
      }),
    duplicate: () => productId !== null && run('duplicate', () => catalogConsoleApi.duplicate(productId), (s) => void navigate(`/console/catalog/${s.id}`)),
    /** Loads the version someone else saved, dropping what was typed here (the page said so). */
    reload: async () => {
      if (productId === null) return;
      setBusy('reload');
      try {
        const fresh = await queryClient.fetchQuery({ ...productQuery(productId), staleTime: 0 });
        form.reset(loadedOf(fresh));
        onStatus(fresh);
        setConflict(null);
      } finally {
        setBusy(null);
      }
    },
  };
}
