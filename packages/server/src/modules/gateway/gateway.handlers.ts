import type { gatewayCalls } from '@mbo/contracts/calls/gateway';
import type { Handlers } from '../../http/call-context.ts';
import type { Gateway } from './gateway.ts';

export function createGatewayHandlers(_gateway: Gateway): Handlers<keyof typeof gatewayCalls> {
  return {};
}
