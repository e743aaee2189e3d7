import { priceChangeBody, type PriceChangeApplied, type PriceChangePreview } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { catalogKey } from '../api/catalog-console-api';
import { catalogImportApi } from '../api/catalog-import-api';

/**
 * A category price change: the form (checked with the contract's schema, the one the server
 * uses), its preview, and the apply by the preview's id. Changing the form drops the preview, so
 * what is confirmed is always what is on screen.
 */
export function usePriceChange() {
  const queryClient = useQueryClient();
  const [categoryId, setCategoryIdState] = useState('');
  const [percent, setPercentState] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [preview, setPreview] = useState<PriceChangePreview | null>(null);
  const [applied, setApplied] = useState<PriceChangeApplied | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);

  const parsed = priceChangeBody.safeParse({ categoryId: Number(categoryId) || 0, percent: percent.trim() === '' ? undefined : Number(percent.replace(',', '.').replace('−', '-')) });
  const issue = (field: 'categoryId' | 'percent') => (submitted && !parsed.success && parsed.error.issues.some((i) => i.path[0] === field) ? field : null);

  const clear = () => {
    setPreview(null);
    setApplied(null);
    setRefused(null);
  };
  const setCategoryId = (v: string) => {
    setCategoryIdState(v);
    clear();
  };
  const setPercent = (v: string) => {
    setPercentState(v);
    clear();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    setBusy('preview');
    clear();
    try {
      setPreview(await catalogImportApi.pricePreview(parsed.data));
    } catch {
      // The client showed the message.
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!preview?.id) return;
    setBusy('apply');
    try {
      const { data, msg } = await catalogImportApi.priceApply(preview.id);
      setApplied(data);
      alert.success(msg);
      await queryClient.invalidateQueries({ queryKey: catalogKey });
    } catch (err) {
      if (err instanceof HttpError && (err.code === 404 || err.code === 409)) setRefused(err.message);
    } finally {
      setBusy(null);
    }
  };

  return { categoryId, setCategoryId, percent, setPercent, issue, submit, preview, applied, refused, busy, apply };
}
