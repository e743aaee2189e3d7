import { AmountTooLarge, CODES, type LangCode } from '@netshop/contract';
import { FIELD_MESSAGES } from '../i18n/messages.js';
import { AppError } from '../plugins/envelope.js';

/**
 * Runs a computation of order amounts (orderTotals, lineTotal) and answers an amount past a safe
 * integer as a 422 naming the line (its number and product number), never as a 500: quotations,
 * checkout and anything else that adds up amounts the caller chose.
 */
export function totalsOrTooLarge<T>(lang: LangCode, compute: () => T, productNoOfLine: (index: number) => string): T {
  try {
    return compute();
  } catch (err) {
    if (!(err instanceof AmountTooLarge)) throw err;
    const text = FIELD_MESSAGES[lang].amountTooLarge;
    if (err.line === null) throw new AppError(CODES.UNPROCESSABLE, 'totalTooLarge', { total: text });
    throw new AppError(CODES.UNPROCESSABLE, 'lineAmountTooLarge', { [`lines.${err.line}.unitPrice`]: text }, { line: err.line + 1, productNo: productNoOfLine(err.line) });
  }
}
