/**
 * Employees of a merchant (second document, Employees).
 */
export const employeesCalls = {} as const;
