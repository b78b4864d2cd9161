import { describe, expect, it } from 'vitest';
import { defaultSecurityLogQuery, securityLogBody } from './security-log-query.ts';

describe('security log query', () => {
  it('defaults to the last 30 days of the merchant calendar, ten a page, no kind or member filter', () => {
    const query = defaultSecurityLogQuery('Australia/Sydney');
    const days = (Date.parse(query.end) - Date.parse(query.begin)) / 86_400_000;
    expect(days).toBe(29);
    expect(securityLogBody(query)).toEqual({
      begin_date: query.begin,
      end_date: query.end,
      page_index: 1,
      page_size: 10,
    });
  });

  it('sends the kinds and the member only when chosen', () => {
    const body = securityLogBody({ ...defaultSecurityLogQuery(), kinds: ['refund'], userId: 7, page: 3 });
    expect(body).toMatchObject({ kinds: ['refund'], user_id: 7, page_index: 3 });
  });
});
