/** Remittance reasons 0–12 (002 §9), required on every order. */
export interface RemittanceReason {
  id: number;
  en: string;
  zh: string;
}

export const REMITTANCE_REASONS: readonly RemittanceReason[] = [
  { id: 0, en: 'Advertising fees', zh: '广告费用' },
  { id: 1, en: 'Expense reimbursement (operating costs)', zh: '费用报销（经营成本）' },
  { id: 2, en: 'Financial services', zh: '金融服务' },
  { id: 3, en: 'Legal services', zh: '法律服务' },
  { id: 4, en: 'Medical reimbursement', zh: '医疗报销' },
  { id: 5, en: 'Other', zh: '其他' },
  { id: 6, en: 'Payroll', zh: '工资发放' },
  { id: 7, en: 'Processing', zh: '加工费' },
  { id: 8, en: 'Trade-related services', zh: '贸易相关服务' },
  { id: 9, en: 'Transaction between banks', zh: '银行间交易' },
  { id: 10, en: 'Transportation costs (travel)', zh: '交通费用（差旅）' },
  { id: 11, en: 'Travel-related services (tourism)', zh: '旅游相关服务' },
  { id: 12, en: 'Personal (personal consumption)', zh: '个人（个人消费）' },
];

export const isRemittanceReason = (id: number): boolean => REMITTANCE_REASONS.some((reason) => reason.id === id);
