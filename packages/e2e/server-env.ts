// The server under test: its port, database and data folder. Overridable so that two runs can go side by side
// (each with its own port, database and build). Fixtures that run the product's commands use the same settings.
const PORT = Number(process.env.E2E_PORT ?? 8090);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54393);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.test-data/e2e';
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export const E2E_SERVER_ENV: Record<string, string> = {
  PORT: String(PORT),
  DATA_DIR: E2E_DATA_DIR,
  PUBLIC_URL: BASE_URL,
  ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
  EMBEDDED_PG_PORT: String(E2E_PG_PORT),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  // Every e2e sign-in comes from 127.0.0.1, which the per-IP sign-in limit would otherwise stop.
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
};
