import { fileURLToPath } from 'node:url';

/**
 * The folder of the money core's database functions (one .sql file per function or small family). The migrate step
 * of @mbo/db re-applies every file after the drizzle migrations; the server hands it this folder, so the functions
 * live beside their TypeScript twins without the db package importing the server.
 */
export const MONEY_SQL_DIR = fileURLToPath(new URL('.', import.meta.url));
