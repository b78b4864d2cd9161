/**
 * SMS through an HTTP gateway: `POST SMS_GATEWAY_URL` with `Authorization: Bearer SMS_GATEWAY_KEY` and the JSON
 * body `{"to": "+61412000001", "text": "…", "from": SMS_SENDER, "reference": "<message id>"}`; any 2xx means the
 * gateway accepted the message. The shape is the common one of HTTP SMS gateways (a recipient in E.164, the text, an
 * optional sender id, a client reference the gateway echoes in its delivery reports); a provider with another shape
 * is a small adapter beside this one.
 *
 * A 5xx, a 429 or a network failure is tried again (twice, after 250 ms and 1 s): the `reference` lets a gateway
 * drop a repeat. A 4xx other than 429 is final (the request itself is wrong: a bad number, a bad key).
 */
export interface SmsGatewayOptions {
  url: string;
  key: string;
  sender: string | undefined;
  timeoutMs: number;
}

export interface SmsMessage {
  to: string;
  text: string;
  reference: string;
}

const RETRY_DELAYS_MS = [250, 1000];

export class SmsDeliveryError extends Error {}

/** `+61 412000001` (how the product addresses a phone) → `+61412000001` (E.164). */
export const e164 = (recipient: string): string => recipient.replace(/[^\d+]/g, '');

export function createSmsGateway(options: SmsGatewayOptions) {
  async function attempt(message: SmsMessage): Promise<'sent' | 'retry' | 'final'> {
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.key}` },
        body: JSON.stringify({
          to: e164(message.to),
          text: message.text,
          from: options.sender,
          reference: message.reference,
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (response.ok) return 'sent';
      return response.status >= 500 || response.status === 429 ? 'retry' : 'final';
    } catch {
      return 'retry';
    }
  }

  return {
    async send(message: SmsMessage): Promise<void> {
      for (let tryIndex = 0; ; tryIndex += 1) {
        const outcome = await attempt(message);
        if (outcome === 'sent') return;
        const delay = RETRY_DELAYS_MS[tryIndex];
        if (outcome === 'final' || delay === undefined)
          throw new SmsDeliveryError(`the SMS gateway did not accept message ${message.reference}`);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    },
  };
}
export type SmsGateway = ReturnType<typeof createSmsGateway>;
