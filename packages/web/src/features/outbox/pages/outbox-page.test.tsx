// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import OutboxPage from './outbox-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, json: unknown) {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <OutboxPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('OutboxPage', () => {
  it('lists the messages', async () => {
    answer(200, {
      return_code: 'SUCCESS',
      success: true,
      messages: [
        {
          id: 1,
          channel: 'sms',
          recipient: '+61 0412000001',
          subject: 'Your verification code',
          body: 'Your sign-in code is 123456.',
          created_at: '2026-01-02T03:04:05.000Z',
        },
      ],
    });
    show();
    expect(await screen.findByText('Your sign-in code is 123456.')).toBeTruthy();
    expect(screen.getByText('+61 0412000001')).toBeTruthy();
    expect(screen.getByText('SMS')).toBeTruthy();
  });

  it('explains when the outbox is off on the server', async () => {
    answer(404, { return_code: 'FAIL', success: false, msg: 'Not found.' });
    show();
    expect(await screen.findByText('The outbox is not available')).toBeTruthy();
  });
});
