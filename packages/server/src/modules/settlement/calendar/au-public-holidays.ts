/**
 * Australian national public holidays, 2025–2028, as observed (substitute days included). "National" means the
 * holidays every state and territory keeps on the same day: New Year's Day, Australia Day, Good Friday, Easter
 * Monday, Anzac Day, Christmas Day and Boxing Day. State-only days (Labour Day, the King's Birthday, Melbourne Cup,
 * Easter Saturday …) are not business-day holidays here.
 *
 * Substitutes follow the national rule for each day: New Year's Day and Australia Day falling on a weekend move to
 * the Monday; Christmas Day and Boxing Day falling on a weekend move to the next weekdays not already a holiday;
 * Anzac Day is not moved (most states keep no substitute for it). Kept as data, not computed, so that a year's
 * list can be checked against the official one and corrected by hand. Extend before the last year ends.
 */
export interface PublicHoliday {
  date: string;
  name: string;
}

export const AU_PUBLIC_HOLIDAYS: readonly PublicHoliday[] = [
  { date: '2025-01-01', name: "New Year's Day" },
  { date: '2025-01-27', name: 'Australia Day (observed; 26 January is a Sunday)' },
  { date: '2025-04-18', name: 'Good Friday' },
  { date: '2025-04-21', name: 'Easter Monday' },
  { date: '2025-04-25', name: 'Anzac Day' },
  { date: '2025-12-25', name: 'Christmas Day' },
  { date: '2025-12-26', name: 'Boxing Day' },

  { date: '2026-01-01', name: "New Year's Day" },
  { date: '2026-01-26', name: 'Australia Day' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-04-25', name: 'Anzac Day (a Saturday; not moved)' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-28', name: 'Boxing Day (observed; 26 December is a Saturday)' },

  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-01-26', name: 'Australia Day' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-04-25', name: 'Anzac Day (a Sunday; not moved)' },
  { date: '2027-12-27', name: 'Christmas Day (observed; 25 December is a Saturday)' },
  { date: '2027-12-28', name: 'Boxing Day (observed; 26 December is a Sunday)' },

  { date: '2028-01-03', name: "New Year's Day (observed; 1 January is a Saturday)" },
  { date: '2028-01-26', name: 'Australia Day' },
  { date: '2028-04-14', name: 'Good Friday' },
  { date: '2028-04-17', name: 'Easter Monday' },
  { date: '2028-04-25', name: 'Anzac Day' },
  { date: '2028-12-25', name: 'Christmas Day' },
  { date: '2028-12-26', name: 'Boxing Day' },
];

/** The years the list covers; outside them only weekends are non-business days. */
export const AU_HOLIDAY_YEARS = { first: 2025, last: 2028 } as const;
