import { orderNoParams } from '@netshop/contract';

/** An order number the server could know (letters and digits); anything else is not asked for. */
export const isOrderNo = (value: string) => orderNoParams.shape.orderNo.safeParse(value).success;
