import { z } from 'zod';
import { parseWireDateTime } from '../date-filter.ts';
import type { MessageKey } from '../i18n.ts';

/**
 * A filter date: `YYYY-MM-DD`, or a wire time whose date part counts (the spec's callers send either); parsed to
 * the date. `errorKey` is the area's message for a date that does not exist.
 */
export const calendarDateSchema = (errorKey: MessageKey) =>
  z
    .string({ error: errorKey })
    .trim()
    .refine((text) => parseWireDateTime(text) !== null, errorKey)
    .meta({
      description:
        'A merchant-local date, YYYY-MM-DD (or YYYY-MM-DD HH:mm:ss: the date part counts; ranges cover whole days).',
      examples: ['2026-11-01'],
    })
    .transform((text) => parseWireDateTime(text)!.date);
