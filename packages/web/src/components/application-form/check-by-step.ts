import type { z } from 'zod';
import type { MessageKey } from '@mbo/contracts/i18n';

/** A refused field: the step that asks it, its path in the form and the message key the schema gave. */
export interface StepProblem {
  step: number;
  /** The field's path (a nested one, e.g. ['shareholders', 1, 'front'], for the list steps). */
  path: (string | number)[];
  messageKey: MessageKey;
}

export type StepCheck<T> = { ok: true; data: T } | ({ ok: false } & StepProblem);

/**
 * Runs the contract's schema (the one the server runs) over a form's submission and answers the first refused field
 * of the earliest step, so a wizard can jump there with the schema's own message.
 */
export function checkByStep<S extends z.ZodType>(
  schema: S,
  body: unknown,
  stepOf: (path: readonly (string | number)[]) => number,
): StepCheck<z.output<S>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
    return { step: stepOf(path), path, messageKey: issue.message as MessageKey };
  });
  const first = problems.reduce((earliest, each) => (each.step < earliest.step ? each : earliest));
  return { ok: false, ...first };
}
