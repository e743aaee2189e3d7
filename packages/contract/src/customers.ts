import { z } from 'zod';
import { money } from './catalog.js';

// The console's customers (issue 27): staff find a buyer, see what each domain holds of them,
// block and unblock them, send them a password reset, and on request export or erase their
// personal data (ADR 0041). Buyers are the account module's; each list on the customer page comes
// from its own module.

/** A buyer's id in a path: past 2^31 is a 404 like any unknown id, never a database error. */
export const customerParams = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const customerQuery = z.object({
  /** Matched against the e-mail, first and last name, company, an address's phone, or an order number. */
  q: z.string().trim().max(120, 'tooLong').optional(),
  /** Only blocked buyers. */
  blocked: z.enum(['1']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type CustomerQuery = z.input<typeof customerQuery>;

export const customerListItem = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  /** The account's country in the reader's language; '' when none. */
  country: z.string(),
  createdAt: z.string(),
  orderCount: z.number().int(),
  blocked: z.boolean(),
  erased: z.boolean(),
});
export type CustomerListItem = z.infer<typeof customerListItem>;

export const customerList = z.object({ items: z.array(customerListItem), total: z.number().int() });
export type CustomerList = z.infer<typeof customerList>;

/** At most this many of each kind are listed on the customer page, newest first; the total counts them all. */
export const CUSTOMER_SECTION_LIMIT = 10;

const section = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), items: z.array(item) });

export const customerOrder = z.object({ orderNo: z.string(), status: z.string(), kind: z.string(), total: money, createdAt: z.string() });
export const customerAddress = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  country: z.string(),
  city: z.string(),
  zip: z.string(),
  line1: z.string(),
  line2: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export const customerInquiry = z.object({ id: z.number().int(), inquiryNo: z.string(), type: z.string(), status: z.string(), quotations: z.number().int(), createdAt: z.string() });
export const customerQuestion = z.object({ id: z.number().int(), productId: z.number().int(), content: z.string(), status: z.string(), createdAt: z.string() });
export const customerSample = z.object({ id: z.number().int(), status: z.string(), company: z.string(), lines: z.number().int(), createdAt: z.string() });
export const customerChat = z.object({ conversationId: z.number().int(), status: z.string(), messages: z.number().int(), lastMessage: z.string(), updatedAt: z.string() });

export const customerDetail = z.object({
  profile: customerListItem.extend({
    /** Why staff blocked the buyer, and when; '' and null when not blocked. */
    blockedReason: z.string(),
    blockedAt: z.string().nullable(),
    erasedAt: z.string().nullable(),
    /** The buyer's interface language (mails are written in it). */
    lang: z.string(),
    lastSeenAt: z.string().nullable(),
  }),
  orders: section(customerOrder),
  addresses: z.array(customerAddress),
  inquiries: section(customerInquiry),
  questions: section(customerQuestion),
  samples: section(customerSample),
  chats: section(customerChat),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

/** The longest reason a block may give (app_user.blocked_reason). */
export const BLOCK_REASON_MAX = 500;
export const blockCustomerBody = z.object({ reason: z.string('required').trim().min(1, 'required').max(BLOCK_REASON_MAX, 'tooLong') });
export type BlockCustomerBody = z.infer<typeof blockCustomerBody>;

/** Erasure is confirmed by typing the buyer's e-mail address (compared without case). */
export const eraseCustomerBody = z.object({ email: z.string('required').trim().min(1, 'required').max(254, 'tooLong') });
export type EraseCustomerBody = z.infer<typeof eraseCustomerBody>;

/** Everything the shop holds of a buyer, by owning module and kind: a file given to the buyer on request (GDPR art. 15 and 20). */
export const customerExport = z.object({
  exportedAt: z.string(),
  userId: z.number().int(),
  data: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type CustomerExport = z.infer<typeof customerExport>;
