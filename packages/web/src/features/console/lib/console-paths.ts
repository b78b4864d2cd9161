/** Where a staff member without two-step verification sets it up (the server holds them there; the app sends them). */
export const CONSOLE_TWO_STEP_PATH = '/console/two-step';
