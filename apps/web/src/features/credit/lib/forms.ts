import { creditApplicationBody, creditDecisionBody, creditPaymentBody } from '@netshop/contract';
import { z } from 'zod';
import { typedToMinor } from './format';

// The credit forms type amounts as decimals in the account's currency ("12 500,50"); the body the
// server takes has integer minor units. These schemas turn the typed text into minor units and
// then run the contract's own rule for the amount (the server's schema), so a form and the server
// refuse the same values with the same message keys.

/** A typed amount → minor units, then `target` (the contract's amount schema). */
export const typedAmount = (minorUnits: number, target: z.ZodType<number, number>) =>
  z
    .string('required')
    .trim()
    .min(1, 'required')
    .transform((s, c) => typedToMinor(s, minorUnits) ?? (c.addIssue({ code: 'custom', message: 'invalid' }), z.NEVER))
    .pipe(target);

/** The application: requested limit typed in the chosen currency. */
export const creditApplicationForm = (minorUnits: number) => creditApplicationBody.extend({ requestedLimit: typedAmount(minorUnits, creditApplicationBody.shape.requestedLimit) });

const approve = creditDecisionBody.options[0];
/** Finance's grant: the limit typed in the granted currency. */
export const creditApproveForm = (minorUnits: number) => approve.extend({ limit: typedAmount(minorUnits, approve.shape.limit) });

/** A bank transfer: its amount typed; the allocations are added by the dialog from its own rows. */
export const creditPaymentForm = (minorUnits: number) => creditPaymentBody.omit({ allocations: true }).extend({ amount: typedAmount(minorUnits, creditPaymentBody.shape.amount) });
