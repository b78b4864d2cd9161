import type { recipientCalls } from '@mbo/contracts/calls/recipients';
import type { Handlers } from '../../http/call-context.ts';
import type { RecipientsService } from './recipients.service.ts';

/** The recipients pages' calls (roles 1 and 5, the merchant of the body only: the call layer admits them). */
export function createRecipientsHandlers(service: RecipientsService): Handlers<keyof typeof recipientCalls> {
  return {
    'Recipient/GetRecipientList': (ctx, body) =>
      service.list(ctx, {
        name: body.name,
        currencyId: body.currency_id,
        pageIndex: body.page_index,
        pageSize: body.page_size,
      }),
    'Recipient/GetRecipientDetail': (ctx, body) => service.detail(ctx, body.id),
    'Recipient/FindProductUser': (_ctx, body) => service.findUser(body.account),
    'Recipient/SendVerificationCode': (ctx, body) => service.sendCode(ctx, body.id, ctx.language),
    'Recipient/AddRecipient': (ctx, body) => service.add(ctx, body.code, body.recipient),
    'Recipient/EditRecipient': (ctx, body) => service.edit(ctx, body.id, body.code, body.recipient),
    'Recipient/DeleteRecipient': (ctx, body) => service.remove(ctx, body.id),
  };
}
