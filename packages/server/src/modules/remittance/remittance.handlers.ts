import type { Handlers } from '../../http/call-context.ts';
import type { RemittanceService } from './remittance.service.ts';

type RemittanceCalls =
  | 'Remittance/GetPrerequisites'
  | 'Remittance/GetQuote'
  | 'Remittance/CreateOrder'
  | 'Remittance/PayOrder'
  | 'Remittance/CloseOrder'
  | 'Remittance/GetOrderList'
  | 'Remittance/GetOrderDetail';

export function createRemittanceHandlers(service: RemittanceService): Handlers<RemittanceCalls> {
  return {
    'Remittance/GetPrerequisites': (ctx) => service.prerequisites(ctx),
    'Remittance/GetQuote': (ctx, body) => service.quote(ctx, body),
    'Remittance/CreateOrder': (ctx, body) => service.createOrder(ctx, body),
    'Remittance/PayOrder': (ctx, body) => service.payOrder(ctx, body),
    'Remittance/CloseOrder': (ctx, body) => service.closeOrder(ctx, body),
    'Remittance/GetOrderList': (ctx, body) => service.list(ctx, body),
    'Remittance/GetOrderDetail': (ctx, body) => service.detail(ctx, body),
  };
}
