import { i18n } from '../../../i18n/i18n.ts';
import { CallError } from '../../../lib/api-client.ts';

/** The inline text of a failed call: the server's msg (already "Timeout" when it gave none). */
export const errorText = (error: unknown): string =>
  error instanceof CallError && error.message ? error.message : i18n.t('common:timeout');
