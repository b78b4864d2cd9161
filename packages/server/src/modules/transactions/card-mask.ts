/** Digits shown at each end of a card number (PCI DSS: at most the first 6 and the last 4). */
const SHOWN_FIRST = 6;
const SHOWN_LAST = 4;

/**
 * A card number masked to its first 6 and last 4 digits ("411111******1111"), whatever was stored (a full number
 * never leaves the server). Numbers too short to show both ends keep only the last 4 visible.
 */
export function maskCardNumber(stored: string | null): string | null {
  if (stored === null) return null;
  const compact = stored.replace(/[\s-]/g, '');
  if (compact.length === 0) return null;
  if (compact.length <= SHOWN_FIRST + SHOWN_LAST) {
    return '*'.repeat(Math.max(0, compact.length - SHOWN_LAST)) + compact.slice(-SHOWN_LAST);
  }
  return (
    compact.slice(0, SHOWN_FIRST) + '*'.repeat(compact.length - SHOWN_FIRST - SHOWN_LAST) + compact.slice(-SHOWN_LAST)
  );
}
