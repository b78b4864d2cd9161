/** The response envelope of every call: `{return_code, success, msg?, ...payload}`. */
export const RETURN_CODE = {
  success: 'SUCCESS',
  fail: 'FAIL',
  invalidToken: 'INVALID_TOKEN',
} as const;
export type ReturnCode = (typeof RETURN_CODE)[keyof typeof RETURN_CODE];

export interface EnvelopeFields {
  return_code: ReturnCode;
  success: boolean;
  msg?: string;
}
