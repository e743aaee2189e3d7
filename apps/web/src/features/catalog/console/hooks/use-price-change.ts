import { priceChangeBody, type PriceChangeApplied, type PriceChangePreview } from '@netshop/contract';
import { useState, type FormEvent } from 'react';
import { catalogImportApi } from '../api/catalog-import-api';
import { usePreviewThenApply } from './use-preview-then-apply';

/**
 * A category price change: the form (checked with the contract's schema, the one the server
 * uses), its preview, and the apply by the preview's id. Changing the form drops the preview, so
 * what is confirmed is always what is on screen.
 */
export function usePriceChange() {
  const steps = usePreviewThenApply<PriceChangePreview, PriceChangeApplied>(catalogImportApi.priceApply);
  const [categoryId, setCategoryIdState] = useState('');
  const [percent, setPercentState] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const parsed = priceChangeBody.safeParse({ categoryId: Number(categoryId) || 0, percent: percent.trim() === '' ? undefined : Number(percent.replace(',', '.').replace('−', '-')) });
  const issue = (field: 'categoryId' | 'percent') => (submitted && !parsed.success && parsed.error.issues.some((i) => i.path[0] === field) ? field : null);

  const setCategoryId = (v: string) => {
    setCategoryIdState(v);
    steps.clear();
  };
  const setPercent = (v: string) => {
    setPercentState(v);
    steps.clear();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    const body = parsed.data;
    await steps.run(() => catalogImportApi.pricePreview(body));
  };

  const { preview, applied, refused, busy, apply } = steps;
  return { categoryId, setCategoryId, percent, setPercent, issue, submit, preview, applied, refused, busy, apply };
}
