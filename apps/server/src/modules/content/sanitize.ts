import { CONTENT_IMAGE_SRC } from '@app/contracts';
import sanitize from 'sanitize-html';

/**
 * Operator-written HTML (notices, announcements, help articles, messages) through sanitize-html
 * with an allow-list (docs/decisions/0020-sanitiser.md). Runs when content is written, and again
 * when rows written before this module are served; the web runs DOMPurify as a second layer.
 *
 * Kept: basic formatting, lists, headings, tables, links (https, http, mailto, tel, site-relative)
 * and images from the operator content-image store only (CONTENT_IMAGE_PATH + id, uploaded through
 * POST /api/v1/operator/content/images: bytes checked, served nosniff and sandboxed). Dropped with their content: script, style, iframe, object,
 * embed, textarea, noscript, template, svg, math. No style, class or on* attributes survive.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'blockquote',
    'h2', 'h3', 'h4', 'h5', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre',
  ],
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'title', 'xmp', 'noembed', 'noframes'],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } }),
  },
  // An image must come from the content-image store; anything else (another host, x, data:, //host,
  // a path that only starts like it) is dropped: no tracking pixels, no hot-linked or unchecked files.
  exclusiveFilter: (frame) => frame.tag === 'img' && !CONTENT_IMAGE_SRC.test(frame.attribs.src ?? ''),
};

export function sanitizeHtml(input: string): string {
  return sanitize(input, OPTIONS);
}

/** Plain text of a piece of HTML (titles, previews, search). */
export function htmlToText(input: string): string {
  return sanitize(input, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags }).replace(/\s+/g, ' ').trim();
}
