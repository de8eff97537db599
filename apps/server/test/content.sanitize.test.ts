import { readFileSync } from 'node:fs';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from '../src/modules/content/sanitize.ts';

interface Corpus {
  malicious: { name: string; html: string }[];
  safe: { name: string; html: string; mustContain: string[] }[];
}
const corpus = JSON.parse(readFileSync(new URL('./fixtures/xss-owasp.json', import.meta.url), 'utf8')) as Corpus;

const ALLOWED_TAGS = new Set(['p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'blockquote', 'h2', 'h3', 'h4', 'h5', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre']);
const ALLOWED_ATTRS = new Set(['href', 'title', 'rel', 'target', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan']);

function elements(nodes: ChildNode[]): Element[] {
  return nodes.flatMap((n) => ('children' in n && n.type === 'tag' ? [n, ...elements(n.children)] : 'children' in n ? elements(n.children as ChildNode[]) : []));
}

/** What a browser would run from this HTML: every problem found, as text. */
function executable(html: string): string[] {
  const problems: string[] = [];
  const doc = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  for (const node of doc.children) if (node.type !== 'tag' && node.type !== 'text') problems.push(`node type ${node.type}`);
  for (const el of elements(doc.children)) {
    if (!ALLOWED_TAGS.has(el.name)) problems.push(`tag <${el.name}>`);
    for (const [name, raw] of Object.entries(el.attribs)) {
      if (!ALLOWED_ATTRS.has(name) || name.startsWith('on')) problems.push(`attribute ${name} on <${el.name}>`);
      // Browsers strip control characters and whitespace before reading the scheme.
      // eslint-disable-next-line no-control-regex
      const value = raw.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if ((name === 'href' || name === 'src') && /^[a-z][a-z0-9+.-]*:/.test(value) && !/^(https?|mailto|tel):/.test(value)) problems.push(`${name}=${raw}`);
      if (name === 'src' && !/^(https:|\/(?!\/))/.test(value)) problems.push(`img src not https: ${raw}`);
      if ((name === 'href' || name === 'src') && value.startsWith('//')) problems.push(`protocol-relative ${name}`);
    }
  }
  return problems;
}

describe('sanitizeHtml (sanitize-html) against the OWASP filter-evasion corpus', () => {
  it('holds at least 80 vectors', () => {
    expect(corpus.malicious.length).toBeGreaterThanOrEqual(80);
  });

  it.each(corpus.malicious)('$name: nothing executable survives', ({ html }) => {
    const out = sanitizeHtml(html);
    expect(executable(out)).toEqual([]);
    // Sanitising is stable: a second pass changes nothing (what is stored is what is served).
    expect(sanitizeHtml(out)).toBe(out);
    expect(out).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|base|link|meta|form|input)\b/i);
  });

  it.each(corpus.safe)('$name: safe formatting survives', ({ html, mustContain }) => {
    const out = sanitizeHtml(html);
    for (const part of mustContain) expect(out).toContain(part);
    expect(executable(out)).toEqual([]);
  });

  it('links open in a new tab without access to the opener', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps images from the content-image store only', () => {
    const own = '/api/v1/content/images/0b7c2f1e-3d4a-4c5b-9e6f-7a8b9c0d1e2f';
    expect(sanitizeHtml(`<p>a<img src="${own}" alt="x"></p>`)).toBe(`<p>a<img src="${own}" alt="x" /></p>`);
    for (const src of ['https://cdn.lotus.example/banner.png', 'http://x.example/a.png', '/assets/logo.png', `${own}/../../../api/v1/wallet/balance`, `${own}?x=1`, `https://evil.example${own}`, `//evil.example${own}`, 'data:image/png;base64,AAAA']) {
      expect(sanitizeHtml(`<p>a<img src="${src}"></p>`), src).toBe('<p>a</p>');
    }
  });

  it('drops script and style bodies instead of showing them as text', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('the detector itself catches what it must (so the corpus test can fail)', () => {
    expect(executable('<img src=x onerror=alert(1)>')).not.toEqual([]);
    expect(executable('<a href="jav&#x09;ascript:alert(1)">x</a>')).not.toEqual([]);
    expect(executable('<script>alert(1)</script>')).not.toEqual([]);
    expect(executable('<img src="data:image/png;base64,AAAA">')).not.toEqual([]);
  });

  it('htmlToText gives plain text without script bodies', () => {
    expect(htmlToText('<p>Hello <b>world</b></p><script>alert(1)</script>')).toBe('Hello world');
  });
});
