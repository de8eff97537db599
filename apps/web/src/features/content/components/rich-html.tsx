import { CONTENT_IMAGE_SRC } from '@app/contracts';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Same allow-list as the server's sanitize-html (docs/decisions/0020-sanitiser.md). The server
 * cleans operator HTML when it is written; this is the second layer, for anything that slipped
 * past (an old row, a proxy, a bug), so the browser never runs markup it did not expect.
 */
const CONFIG = {
  ALLOWED_TAGS: [
    'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'blockquote',
    'h2', 'h3', 'h4', 'h5', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre',
  ],
  ALLOWED_ATTR: ['href', 'title', 'rel', 'target', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  ALLOW_DATA_ATTR: false,
};

let hooked = false;
function purify(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // Images only from the operator content-image store, as the server's sanitiser allows.
      if (node.tagName === 'IMG' && !CONTENT_IMAGE_SRC.test(node.getAttribute('src') ?? '')) node.remove();
    });
  }
  return DOMPurify.sanitize(html, CONFIG);
}

export { purify as purifyHtml };

/** Operator-written HTML (notices, announcements, messages, help), purified before it reaches the DOM. */
export function RichHtml({ html, className = '', testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => purify(html), [html]);
  return (
    <div
      className={`text-sm leading-relaxed text-fg-secondary [&_a]:text-primary [&_a]:underline [&_img]:my-2 [&_img]:max-w-full [&_img]:rounded-lg [&_li]:ms-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc ${className}`}
      data-testid={testId}
      // Purified above with DOMPurify; the server already stored it through sanitize-html.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
