/** An ABN as it is shown and printed: 11 digits grouped 2-3-3-3 ("51 824 753 556"); anything else as stored. */
export const formatAbn = (abn: string): string => {
  const digits = abn.replace(/\s/g, '');
  return /^\d{11}$/.test(digits)
    ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`
    : abn;
};
