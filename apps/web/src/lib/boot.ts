import { BOOT_ELEMENT_ID } from '@netshop/contract/boot';
import type { Envelope } from '@netshop/contract/envelope';

// Answers the server inlined into this page's HTML (ADR 0009). Each is used once, by the first
// GET that asks for it; later requests always go to the network.
let answers: Record<string, Envelope<unknown>> | undefined;

function load(): Record<string, Envelope<unknown>> {
  if (answers) return answers;
  answers = {};
  const el = typeof document !== 'undefined' ? document.getElementById(BOOT_ELEMENT_ID) : null;
  if (el?.textContent) {
    try {
      answers = JSON.parse(el.textContent) as Record<string, Envelope<unknown>>;
    } catch {
      answers = {};
    }
  }
  return answers;
}

export function takeBooted(key: string): Envelope<unknown> | undefined {
  const all = load();
  const hit = all[key];
  if (hit) delete all[key];
  return hit;
}
