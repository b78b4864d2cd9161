/**
 * The provider's own staff and what each role may do in the review console (issue 11 §4). Staff are users without a
 * merchant; their role lives in `provider_staff`, never in a merchant's roles, so neither table can open the other side.
 * Both the console's route guard and the server's access check read this file.
 */

export const PROVIDER_ROLES = ['reviewer', 'ops_admin'] as const;
export type ProviderRole = (typeof PROVIDER_ROLES)[number];

/**
 * Areas of the console and the roles that may use them. An operations admin can do everything a reviewer can, and
 * alone manages the staff accounts.
 */
export const CONSOLE_ACCESS = {
  /** Who am I and which queues there are. */
  home: ['reviewer', 'ops_admin'],
  /** The review queues: list, detail, approve, reject. */
  queues: ['reviewer', 'ops_admin'],
  /** The console's own audit log: reviewers see their colleagues' decisions too (four eyes). */
  auditLog: ['reviewer', 'ops_admin'],
  /** Every merchant's security log (issue 9). */
  securityLog: ['reviewer', 'ops_admin'],
  /** The staff accounts: list, add (inviting a new person), change a role, disable and enable. */
  staff: ['ops_admin'],
  /** Publishing a message to every merchant's members, one merchant's or one person (issue 12 §4). */
  messages: ['ops_admin'],
  /** Business loans: opening a merchant for credit, its applications, lending, repayments (issue 12 §5). */
  credit: ['ops_admin'],
  /** Resellers (issue 15): reviewers see them; operations admins create them, set base rates, switch them off. */
  resellersView: ['reviewer', 'ops_admin'],
  resellers: ['ops_admin'],
} as const satisfies Record<string, readonly ProviderRole[]>;

export type ConsoleArea = keyof typeof CONSOLE_ACCESS;

export function isConsoleAreaAllowed(role: ProviderRole | null, area: ConsoleArea): boolean {
  const allowed: readonly ProviderRole[] = CONSOLE_ACCESS[area];
  return role !== null && allowed.includes(role);
}
