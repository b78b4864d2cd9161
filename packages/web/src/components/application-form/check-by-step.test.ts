import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkByStep } from './check-by-step.ts';

const schema = z.object({
  name: z.string().min(1, 'kyb.incomplete_step_1'),
  people: z.array(z.object({ id: z.string().min(1, 'kyb.incomplete_step_4') })),
  bsb: z.string().regex(/^\d{6}$/, 'kyb.incomplete_step_5'),
});
const STEPS: Record<string, number> = { name: 1, people: 4, bsb: 5 };
const stepOf = (path: readonly (string | number)[]) => STEPS[String(path[0])] ?? 1;

describe('checkByStep', () => {
  it('answers the parsed data when the schema passes', () => {
    const checked = checkByStep(schema, { name: 'A', people: [{ id: 'x' }], bsb: '062000' }, stepOf);
    expect(checked).toEqual({ ok: true, data: { name: 'A', people: [{ id: 'x' }], bsb: '062000' } });
  });

  it('answers the earliest step refused, whatever order the schema reports in', () => {
    const checked = checkByStep(schema, { name: 'A', people: [{ id: '' }], bsb: '1' }, stepOf);
    expect(checked).toEqual({ ok: false, step: 4, path: ['people', 0, 'id'], messageKey: 'kyb.incomplete_step_4' });
    expect(checkByStep(schema, { name: '', people: [], bsb: '1' }, stepOf)).toMatchObject({ step: 1, path: ['name'] });
  });
});
