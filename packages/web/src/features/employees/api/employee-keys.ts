/**
 * Query keys of the employees feature, under the merchant. Adding, editing or removing an employee invalidates the
 * list only (the store choices and account checks do not change with it).
 */
export const employeeKeys = {
  all: ['employees'] as const,
  merchant: (merchantId: number) => [...employeeKeys.all, merchantId] as const,
  list: (merchantId: number) => [...employeeKeys.merchant(merchantId), 'list'] as const,
  branches: (merchantId: number) => [...employeeKeys.merchant(merchantId), 'branches'] as const,
  account: (merchantId: number, method: number, countryCode: string, account: string) =>
    [...employeeKeys.merchant(merchantId), 'account', method, countryCode, account] as const,
};
