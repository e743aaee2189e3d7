import { sql } from 'drizzle-orm';

// What quick order by part number (modules/cart, issue 29) reads of the catalogue's part numbers
// (ADR 0039): a read view it joins, so the catalogue's table and column names stay here.

/**
 * Read view: the other brands' part numbers each published product replaces (its compatibility
 * list, "Cisco SFP-10G-LR"), one row each. Columns: product_id, name, sort.
 * Join it: `FROM ${productCompatView()} c JOIN … ON … c.product_id`.
 */
export const productCompatView = () =>
  sql`(SELECT c.product_id, c.name, c.sort FROM product_compat c JOIN product p ON p.id = c.product_id WHERE p.status = 'published')`;
