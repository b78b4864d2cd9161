import type { Config } from '../config.ts';
import type { NotifierOptions } from './notifier.ts';

/** The notifier's providers and development outbox, as configured. */
export function notifierOptions(config: Config, secret: Buffer): NotifierOptions {
  return {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    smsGateway:
      config.smsGatewayUrl && config.smsGatewayKey
        ? { url: config.smsGatewayUrl, key: config.smsGatewayKey, sender: config.smsSender }
        : undefined,
    devOutbox: config.devOutbox,
    secret,
  };
}
