// What other areas use of gateway (ARCHITECTURE.md, "Server areas and their public surfaces").
export type { Gateway, OrderView } from './gateway.ts';
