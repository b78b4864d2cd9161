import { createContext } from 'react';

/**
 * True while the guard holds the requested page closed because the selected merchant is not verified: the shell
 * still draws (menu, header), and the page's place shows the refusal instead of the page.
 */
export const UnverifiedRefusalContext = createContext(false);
