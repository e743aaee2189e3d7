import { addressBody, registerBody } from '@netshop/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http';
import { firstIssues, serverFieldErrors } from './use-zod-form';

describe('form helpers', () => {
  it('keep the first issue of each field, as message keys', () => {
    const r = registerBody.safeParse({ email: '', code: '12', password: 'abc', confirmPassword: 'abc', firstName: 'A', lastName: 'B', countryId: 1, agree: false });
    expect(r.success).toBe(false);
    const keys = firstIssues(r.error!.issues);
    expect(keys).toMatchObject({ email: 'required', code: 'codeFormat', password: 'passwordLength', agree: 'agreementRequired' });
    expect(keys.firstName).toBeUndefined();
  });

  it('name a missing select "required"', () => {
    const r = addressBody.safeParse({ type: 'shipping', firstName: 'A', lastName: 'B', countryId: undefined, regionId: undefined, city: 'C', zip: '1', phone: '1', line1: 'L' });
    // The region is the server's to ask for: only a country with regions needs one (ADR 0032).
    expect(firstIssues(r.error!.issues)).toEqual({ countryId: 'required' });
  });

  it('read the fields of an error answer (422, or a 400 about one field), and nothing else', () => {
    expect(serverFieldErrors(new HttpError('x', 422, 'api', { fields: { zip: 'Ungültig', n: 3 } }))).toEqual({ zip: 'Ungültig' });
    expect(serverFieldErrors(new HttpError('x', 400, 'api', { fields: { code: 'Incorrect verification code' } }))).toEqual({ code: 'Incorrect verification code' });
    expect(serverFieldErrors(new HttpError('x', 400, 'api', null))).toBeNull();
    expect(serverFieldErrors(new HttpError('x', 0, 'network'))).toBeNull();
    expect(serverFieldErrors(new Error('x'))).toBeNull();
  });
});
