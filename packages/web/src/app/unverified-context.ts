import { createContext } from 'react';

/**
 * Why the guard holds the requested page closed, or null when it is open: `unverified` (the selected merchant is
 * not verified) or `forbidden` (the role may not open it). The shell still draws (menu, header), and the page's
 * place shows the refusal instead of the page.
 */
export const UnverifiedRefusalContext = createContext<'unverified' | 'forbidden' | null>(null);
