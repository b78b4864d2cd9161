// What other areas use of the security log (ARCHITECTURE.md, "Server areas and their public surfaces").
// The provider console's all-merchants view (issue 9).
export { createProviderSecurityLog, type ProviderSecurityLog } from './provider-security-log.ts';
