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

/** "Wei Zhang" → "W** Z****", "张伟" → "张*": a person's name as someone who merely pays them may see it. */
export function maskedName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      const chars = [...word];
      return chars[0] + '*'.repeat(Math.max(1, chars.length - 1));
    })
    .join(' ');
}
