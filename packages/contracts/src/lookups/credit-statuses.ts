import { CREDIT_STATUS } from '../statuses.ts';

/** The credit-type list: the loan statuses with their labels (the spec names the list, not its words: ours). */
export const CREDIT_STATUSES = [
  { id: CREDIT_STATUS.created, en: 'Created', zh: '已创建' },
  { id: CREDIT_STATUS.borrowed, en: 'Borrowed', zh: '已放款' },
  { id: CREDIT_STATUS.repaid, en: 'Repaid', zh: '已还款' },
] as const;
