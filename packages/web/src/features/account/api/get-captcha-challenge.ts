import { call } from '../../../lib/api-client.ts';

/** A new single-use captcha challenge (never cached: each one is spent by one code). */
export const getCaptchaChallenge = async () => (await call('captcha/challenge', {})).challenge;
