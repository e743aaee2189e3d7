import { describe, expect, it } from 'vitest';
import { addressBody, loginBody, passwordField, registerBody } from './account.js';

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => (r.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('password rule (ADR 0010)', () => {
  it.each([
    ['Demo@12345', []],
    ['Ab1!xy', []],
    ['Äb1!xy', []],
    ['Ab1!x', [':passwordLength']],
    [`Ab1!${'x'.repeat(21)}`, [':passwordLength']],
    ['abc1!xyz', [':passwordUpper']],
    ['Abc!xyz', [':passwordDigit']],
    ['Abc1xyz', [':passwordSpecial']],
    ['Abc1 xyz', [':passwordSpecial']],
    ['abcdefg', [':passwordUpper', ':passwordDigit', ':passwordSpecial']],
    ['', [':required', ':passwordLength', ':passwordUpper', ':passwordDigit', ':passwordSpecial']],
  ])('%s → %j', (p, expected) => {
    expect(messages(passwordField.safeParse(p))).toEqual(expected);
  });
});

describe('account bodies', () => {
  it('trims and lower-cases the e-mail at login and keeps the password as given', () => {
    expect(loginBody.parse({ email: '  Demo@Example.com ', password: ' Demo@12345 ' })).toEqual({ email: 'demo@example.com', password: ' Demo@12345 ' });
    expect(messages(loginBody.safeParse({ email: 'nope', password: '' }))).toEqual(['email:emailInvalid', 'password:required']);
  });
  it('needs matching passwords, a 6-digit code and the agreement to register', () => {
    const ok = { email: 'a@b.co', code: '123456', password: 'Demo@12345', confirmPassword: 'Demo@12345', firstName: 'A', lastName: 'B', countryId: 1, agree: true as const };
    expect(registerBody.safeParse(ok).success).toBe(true);
    expect(messages(registerBody.safeParse({ ...ok, confirmPassword: 'Demo@12346' }))).toEqual(['confirmPassword:passwordMismatch']);
    expect(messages(registerBody.safeParse({ ...ok, code: '12a456', agree: false }))).toEqual(['code:codeFormat', 'agree:agreementRequired']);
    expect(messages(registerBody.safeParse({ ...ok, firstName: '  ' }))).toEqual(['firstName:required']);
  });
  it('requires every address field of docs/product.md#validation and checks phone and zip', () => {
    const r = addressBody.safeParse({ type: 'shipping', phone: 'call me' });
    expect(messages(r)).toEqual(expect.arrayContaining(['firstName:required', 'lastName:required', 'countryId:required', 'city:required', 'zip:required', 'phone:invalid', 'line1:required']));
  });

  it('leaves the region to the server: only a country with regions needs one (ADR 0032)', () => {
    const body = { type: 'shipping', firstName: 'Kari', lastName: 'Nordmann', countryId: 160, city: 'Oslo', zip: '0150', phone: '+47 22 00 00 00', line1: 'Karl Johans gate 1' };
    expect(addressBody.safeParse(body).success).toBe(true);
    expect(addressBody.safeParse({ ...body, regionId: null }).success).toBe(true);
    expect(messages(addressBody.safeParse({ ...body, regionId: 0 }))).toEqual(['regionId:required']);
  });
});
