// What other areas use of audit (ARCHITECTURE.md, "Server areas and their public surfaces").
export type { AuditAction, AuditRepository } from './audit.repository.ts';
