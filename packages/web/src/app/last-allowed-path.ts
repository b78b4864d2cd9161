/**
 * The last page the guard let through, where a refused page sends the user back to. Recorded while the guard
 * renders, not in an effect: a navigation renders the guard at once, but its commit (and effects) waits while the
 * next page's code loads, and a refused page reached in between must go back to the page just allowed.
 * Recording the same value twice is harmless, so a repeated render changes nothing.
 */
let lastAllowed: string | null = null;

export function rememberAllowedPath(path: string): void {
  lastAllowed = path;
}

export function lastAllowedPath(): string | null {
  return lastAllowed;
}
