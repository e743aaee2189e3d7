import { describe, expect, it } from 'vitest';
import { returnFormErrors, toReturnBody, type ReturnFormValues } from './return-form';

const ordered = { 11: 2, 12: 1 };
const filled: ReturnFormValues = { reason: 'damaged', quantities: { 11: 1 }, description: ' Arrived with a bent port cage. ', photos: [] };

describe('return request form', () => {
  it('a complete form has no errors and becomes the request body', () => {
    expect(returnFormErrors(filled, ordered)).toEqual({});
    expect(toReturnBody({ ...filled, quantities: { 11: 1, 12: 0 }, photos: ['/media/uploads/a.png'] })).toEqual({
      reason: 'damaged',
      description: 'Arrived with a bent port cage.',
      items: [{ skuId: 11, quantity: 1 }],
      photos: ['/media/uploads/a.png'],
    });
  });

  it('asks for a reason, at least one line and a description', () => {
    expect(returnFormErrors({ reason: '', quantities: { 11: 0 }, description: '   ', photos: [] }, ordered)).toEqual({
      reason: 'required',
      items: 'required',
      description: 'required',
    });
  });

  it('refuses more units than were ordered, a line not on the order, and too much text or too many photos', () => {
    expect(returnFormErrors({ ...filled, quantities: { 11: 3 } }, ordered).items).toBe('invalid');
    expect(returnFormErrors({ ...filled, quantities: { 99: 1 } }, ordered).items).toBe('invalid');
    expect(returnFormErrors({ ...filled, description: 'x'.repeat(1001) }, ordered).description).toBe('tooLong');
    expect(returnFormErrors({ ...filled, photos: Array(6).fill('/media/uploads/a.png') }, ordered).photos).toBe('tooLong');
  });
});
