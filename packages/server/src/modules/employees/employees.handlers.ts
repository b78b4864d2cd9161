import type { employeesCalls } from '@mbo/contracts/calls/employees';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { createEmployeesRepository } from './employees.repository.ts';
import { createEmployeesService } from './employees.service.ts';

/** The calls of the employees area: each maps its body to the service, which holds the rules. */
export function createEmployeesHandlers(deps: Pick<MoneyDeps, 'db'>): Handlers<keyof typeof employeesCalls> {
  const repository = createEmployeesRepository(deps.db);
  const service = createEmployeesService(repository);

  return {
    async 'merchant/get_employee_list_of_merchant'(ctx) {
      return { datas: await service.list(ctx) };
    },
    async 'merchant/get_employee_detail'(ctx, body) {
      return service.detail(ctx, body.user_id);
    },
    async 'merchant/get_employee_branch_list'(ctx) {
      return { branchs: await repository.branches(ctx.merchant.id) };
    },
    async 'merchant/check_employee_account'(ctx, body) {
      return service.checkAccount(ctx, {
        method: body.add_method,
        countryCode: body.country_code,
        phone: body.account,
        email: body.account,
      });
    },
    async 'merchant/create_employee_V2'(ctx, body) {
      return service.create(
        ctx,
        { method: body.add_method, countryCode: body.country_code, phone: body.phone, email: body.email },
        { name: body.name, roles: body.roles_types, branchId: body.branch_id },
      );
    },
    async 'merchant/update_employee_V2'(ctx, body) {
      await service.update(ctx, body.employeeId, {
        name: body.name,
        roles: body.roles_types,
        branchId: body.branch_id,
      });
      return {};
    },
    async 'merchant/remove_employee'(ctx, body) {
      await service.remove(ctx, body.user_id);
      return {};
    },
  };
}
