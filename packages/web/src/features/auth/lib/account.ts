import {
  ACCOUNT_TYPE,
  DEFAULT_COUNTRY_CODE,
  PHONE_COUNTRY_CODES,
  type AccountType,
  type PhoneCountryCode,
} from '@mbo/contracts/constants';
import { normalisePhone } from '@mbo/contracts/field-rules';
import { readNumber, readString, writeString } from '../../../lib/storage.ts';

/** The account fields every auth form holds (see AccountFields); only the active tab's field is submitted. */
export interface AccountValues {
  email?: string;
  countryCode?: PhoneCountryCode;
  phone?: string;
}

/** The account part of login, SendVerificationCode, register and forget. */
export interface AccountRequest {
  AccountType: AccountType;
  Account: string;
  CountryCode: PhoneCountryCode;
}

/** The form fields that name the account of a tab (validated alone before a code is sent). */
export const accountFieldNames = (type: AccountType): (keyof AccountValues)[] =>
  type === ACCOUNT_TYPE.email ? ['email'] : ['countryCode', 'phone'];

/** Builds the request's account; Australian mobiles typed without their 0 get it here, as on the server. */
export function accountOf(type: AccountType, values: AccountValues): AccountRequest {
  const countryCode = values.countryCode ?? DEFAULT_COUNTRY_CODE;
  return type === ACCOUNT_TYPE.email
    ? { AccountType: type, Account: (values.email ?? '').trim(), CountryCode: countryCode }
    : { AccountType: type, Account: normalisePhone(countryCode, values.phone ?? ''), CountryCode: countryCode };
}

const isCountryCode = (value: string | null): value is PhoneCountryCode =>
  (PHONE_COUNTRY_CODES as readonly (string | null)[]).includes(value);

/** The last used country code (spec: default +61 or the last used). */
export const initialCountryCode = (): PhoneCountryCode => {
  const stored = readString('countryCode');
  return isCountryCode(stored) ? stored : DEFAULT_COUNTRY_CODE;
};

/** The tab of the last account used, so a phone user does not switch tabs at every visit. */
export const initialAccountType = (): AccountType =>
  readNumber('lastAccountType') === ACCOUNT_TYPE.phone ? ACCOUNT_TYPE.phone : ACCOUNT_TYPE.email;

/** Remembers what was used (after a successful sign-in, sign-up or code send); both survive sign-out. */
export function rememberAccount(account: AccountRequest): void {
  writeString('lastAccountType', String(account.AccountType));
  if (account.AccountType === ACCOUNT_TYPE.phone) writeString('countryCode', account.CountryCode);
}
