import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list a platform message's HTML passes before it reaches a browser (issue 12 §4): text formatting,
 * headings, lists, tables and links; no scripts, styles, frames, forms or event handlers (sanitize-html drops every
 * tag and attribute not listed, and keeps the text of a dropped tag except a script's or style's); links only to
 * http, https and mailto, opened in a new tab without the opener (whatever `target` or `rel` the author wrote);
 * images only from this site (a relative path: an external image would tell a third party when a merchant reads).
 */
const MESSAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'blockquote', 'code'],
    ...['pre', 'h3', 'h4', 'h5', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** A message's content as a browser may show it. */
export const cleanMessageHtml = (html: string): string => sanitizeHtml(html, MESSAGE_HTML);
