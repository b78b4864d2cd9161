import type { SecurityEventKind } from '@mbo/contracts/calls/security-log';
import type { AuditAction } from '../audit/audit.public.ts';

/**
 * Every audit action but sign-up (an account before it belongs to any merchant) must be a kind of the security
 * log, or its entries would be written and never shown: a new action fails the compile until it is given a kind
 * (contracts/calls/security-log.ts) and a label in the web's securityLog namespace.
 */
type Unlisted = Exclude<AuditAction, SecurityEventKind | 'sign_up'>;
export const everyAuditActionIsShown: [Unlisted] extends [never] ? true : { unlisted: Unlisted } = true;
