// What other areas use of messages (ARCHITECTURE.md, "Server areas and their public surfaces").
export { publishMessage, type MessageTexts, type Recipients } from './message-publisher.ts';
