import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { stockKey } from '../api/stock-console-api';

/**
 * One write of a settings panel at a time: the server's message as an alert on success (and the
 * stock queries read again), and on a refusal its own words beside the panel (`problem`), with
 * `stale` set for a 409 so the panel can offer to load what is there now.
 */
export function useStockAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ text: string; stale: boolean } | null>(null);
  const run = async <T,>(kind: string, call: () => Promise<{ data: T; msg: string }>): Promise<T | undefined> => {
    setBusy(kind);
    setProblem(null);
    try {
      const r = await call();
      alert.success(r.msg);
      await queryClient.invalidateQueries({ queryKey: stockKey });
      return r.data;
    } catch (err) {
      if (err instanceof HttpError && err.kind === 'api') setProblem({ text: err.message, stale: err.code === 409 });
      return undefined;
    } finally {
      setBusy(null);
    }
  };
  return { busy, problem, run, clear: () => setProblem(null) };
}
