// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { codeRule, maskedContact, stepOneContact } from './contact.ts';

const checkCode = (value: string) =>
  (codeRule as { validator: (rule: unknown, value: unknown) => Promise<void> }).validator({}, value);

const both = { id: 1, name: 'A', phone: '0412345678', country_code: '+61', email: 'ann@example.test' };

describe('the bind wizard contacts', () => {
  it('masks the phone and e-mail, null when missing', () => {
    expect(maskedContact(both, 'phone')).toBe('+61 ******5678');
    expect(maskedContact(both, 'email')).toBe('a***@example.test');
    expect(maskedContact({ ...both, phone: null, country_code: null }, 'phone')).toBeNull();
  });

  it('verifies the contact being changed in step 1, or the other one when adding a first', () => {
    expect(stepOneContact(both, 'phone')).toBe('phone');
    expect(stepOneContact(both, 'email')).toBe('email');
    expect(stepOneContact({ ...both, phone: null, country_code: null }, 'phone')).toBe('email');
    expect(stepOneContact({ ...both, email: null }, 'email')).toBe('phone');
  });

  it("asks for the code when empty and for six digits when malformed (the spec's two messages)", async () => {
    await expect(checkCode('')).rejects.toThrow('Please enter the verification code');
    await expect(checkCode('12a45')).rejects.toThrow('Please enter the 6-digit verification code.');
    await expect(checkCode('123456')).resolves.toBeUndefined();
  });
});
