const ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' };

/** Text made safe for HTML or XML, in element content or a double-quoted attribute. */
export const escapeMarkup = (text: string): string => text.replace(/[<>&"]/g, (char) => ESCAPES[char]!);
