const BLOCKS = 'p,li,h2,h3,h4,h5,blockquote,pre,td,th';

/**
 * The readable pieces of an article's HTML, for the help centre's search: the text of each paragraph,
 * list item, heading or table cell that holds no other of them; the whole text when there are none.
 * DOMParser builds an inert document: nothing in it runs or loads.
 */
export function textBlocks(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const leaves = [...body.querySelectorAll(BLOCKS)].filter((el) => !el.querySelector(BLOCKS));
  return (leaves.length ? leaves : [body]).map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean);
}
