import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '../../../lib/api-client.ts';
import { call } from '../../../lib/api-client.ts';

/** A new quote (a new stored price each time, so a mutation, never a cached query). */
export const useGetQuote = () =>
  useMutation({
    mutationFn: async (body: CallBody<'fx/GetQuote'>) => (await call('fx/GetQuote', body, { silent: true })).quote,
  });
