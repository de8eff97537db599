/**
 * Whether a menu link points at the page on screen: like React Router's NavLink (the path, or a
 * page below it unless `end`), and for links with a query such as `/member?page=vip` only when the
 * query matches too — NavLink compares paths alone, so every `/member?page=…` entry lit up at once.
 */
export function isCurrentLink(to: string, location: { pathname: string; search: string }, { end = false } = {}): boolean {
  const [path = '', query = ''] = to.split('?');
  const base = path.replace(/\/$/, '');
  const onPath = location.pathname === path || (!end && location.pathname.startsWith(base + '/'));
  const here = new URLSearchParams(location.search);
  return onPath && [...new URLSearchParams(query)].every(([key, value]) => here.get(key) === value);
}
