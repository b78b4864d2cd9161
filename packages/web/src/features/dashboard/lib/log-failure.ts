/**
 * The spec (first document, section 8): data-loading failures on the dashboard are only logged; the user sees the
 * card's placeholder, never a toast. Each report is fetched silently and a failure lands here.
 */
export async function logFailure<T>(name: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    // The one place the web app writes to the console: what the spec asks for dashboard failures.
    // eslint-disable-next-line no-console
    console.warn(`dashboard: ${name} failed`, error);
    throw error;
  }
}
