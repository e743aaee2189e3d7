import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { treeKey } from '../api/catalog-tree-api';

/**
 * One write of the tree or attributes editor at a time: the server's message as an alert on
 * success, and on a refusal the server's own words beside the editor: `conflict` for a 409 that
 * names no field (a save over a newer version, a category or value in use: the page offers to
 * load what is there now), `problem` for the rest (a cycle, too deep, a key taken), `fields` for
 * the fields it names. Every success reloads the lists.
 */
export function useTreeAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const run = async <T,>(kind: string, call: () => Promise<{ data: T; msg: string }>, done?: (data: T) => void): Promise<boolean> => {
    setBusy(kind);
    setProblem(null);
    setConflict(null);
    setFields({});
    try {
      const r = await call();
      alert.success(r.msg);
      done?.(r.data);
      await queryClient.invalidateQueries({ queryKey: treeKey });
      return true;
    } catch (err) {
      if (err instanceof HttpError && err.kind === 'api') {
        const named = (err.data as { fields?: Record<string, string> } | null)?.fields;
        if (named) setFields(named);
        // 409 without fields: a newer version, or something now in use; reloading shows what is there now.
        if (err.code === 409 && !named) setConflict(err.message);
        else setProblem(err.message);
      }
      return false;
    } finally {
      setBusy(null);
    }
  };
  const clear = () => {
    setConflict(null);
    setProblem(null);
    setFields({});
  };
  return { busy, conflict, problem, fields, run, clear };
}
