import { readNumber, writeString } from '../../../lib/storage.ts';

/**
 * The employee the detail page last showed, kept in local storage (the spec keeps the detail there); the page's own
 * address (?id=) names the employee first, so a reload or a shared link shows the same one.
 */
export const storeEmployeeDetail = (userId: number): void => writeString('employeeDetail', String(userId));

/** The id the detail page shows: the address's, else the stored one; null when neither names an employee. */
export function employeeDetailId(fromAddress: string | null): number | null {
  const id = Number(fromAddress);
  if (Number.isSafeInteger(id) && id > 0) return id;
  const stored = readNumber('employeeDetail');
  return stored !== null && Number.isSafeInteger(stored) && stored > 0 ? stored : null;
}
