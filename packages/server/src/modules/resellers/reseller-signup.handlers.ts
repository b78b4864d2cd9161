import type { Database } from '@mbo/db/client';
import type { Handlers } from '../../http/call-context.ts';
import { linkedReseller } from './reseller-links.ts';

/** The public side of a reseller's sign-up link: whose it is (the register page names the reseller). */
export function createResellerSignupHandlers(db: Database): Handlers<'reseller/link'> {
  return {
    async 'reseller/link'(_ctx, body) {
      const { code, name } = await linkedReseller(db, body.resellerid);
      return { code, name };
    },
  };
}
