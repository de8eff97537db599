/**
 * A small allow-list HTML sanitiser for operator-written notices: keeps a few
 * formatting tags without attributes and links with http(s)/relative hrefs;
 * everything else (scripts, event handlers, styles, unknown tags) is dropped,
 * and text is escaped.
 */
const SIMPLE_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'span', 'h3', 'h4', 'small']);
const DROP_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript|textarea|title)\b[\s\S]*?<\/\1\s*>/gi;

function escapeText(s: string): string {
  // Keep existing entities (&amp; &#39;), escape bare ampersands and angle brackets.
  return s.replace(/&(?!#?[a-zA-Z0-9]{1,10};)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sanitizeHtml(input: string): string {
  const html = input.replace(DROP_WITH_CONTENT, '').replace(/<!--[\s\S]*?-->/g, '');
  let out = '';
  let last = 0;
  const openLinks: number[] = [];
  for (const m of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b([^<>]*)>/g)) {
    out += escapeText(html.slice(last, m.index));
    last = (m.index ?? 0) + m[0].length;
    const tag = (m[1] ?? '').toLowerCase();
    const closing = m[0].startsWith('</');
    if (SIMPLE_TAGS.has(tag)) {
      out += closing ? `</${tag}>` : tag === 'br' ? '<br>' : `<${tag}>`;
    } else if (tag === 'a') {
      if (closing) {
        if (openLinks.pop() !== undefined) out += '</a>';
        continue;
      }
      const href = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(m[2] ?? '');
      const url = (href?.[2] ?? href?.[3] ?? href?.[4] ?? '').trim();
      if (/^(https?:\/\/|\/(?!\/))/i.test(url)) {
        openLinks.push(1);
        out += `<a href="${escapeAttr(url)}" rel="noopener noreferrer" target="_blank">`;
      }
    }
  }
  out += escapeText(html.slice(last));
  // Any leftover '<' that did not form a tag was escaped above; close dangling links.
  return out + '</a>'.repeat(openLinks.length);
}
