/** Masked contacts, the same on the server (notices, logs) and the screens. */

/** "o***@demo.test": enough to recognise an account, not to learn its address. */
export function maskedEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

/** "+61 ******0001". */
export function maskedPhone(countryCode: string | null, phone: string): string {
  return `${countryCode ?? ''} ${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`.trim();
}
