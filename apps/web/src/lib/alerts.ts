import { ALERT_TIMEOUT_MS } from '@netshop/contract/constants';
import { create } from 'zustand';
import type { AlertKind } from '../components/ui/alert';

export interface AlertItem {
  id: number;
  kind: AlertKind;
  message: string;
}

interface AlertState {
  items: AlertItem[];
  push(kind: AlertKind, message: string): number;
  dismiss(id: number): void;
}

let nextId = 1;

/** The global alert queue of docs/product.md#errors: error, success and neutral messages, each gone after 3000 ms. */
export const useAlerts = create<AlertState>((set, get) => ({
  items: [],
  push(kind, message) {
    const id = nextId++;
    // The same text twice in a row (several failing requests) is shown once.
    if (get().items.some((i) => i.message === message && i.kind === kind)) return id;
    set((s) => ({ items: [...s.items, { id, kind, message }] }));
    setTimeout(() => get().dismiss(id), ALERT_TIMEOUT_MS);
    return id;
  },
  dismiss(id) {
    set((s) => ({ items: s.items.filter((i) => i.id !== id) }));
  },
}));

export const alert = {
  error: (m: string) => useAlerts.getState().push('error', m),
  warning: (m: string) => useAlerts.getState().push('warning', m),
  success: (m: string) => useAlerts.getState().push('success', m),
  info: (m: string) => useAlerts.getState().push('info', m),
};
