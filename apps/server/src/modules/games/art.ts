import { createHash } from 'node:crypto';

/**
 * Generated tile artwork: a deterministic SVG per game (gradient, shapes and
 * initials derived from a hash of the code), so the demo catalogue needs no
 * real game images or logos. Same input, same bytes: safe to cache.
 */

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** First letters of up to three words of the (English) name: 'Golden Lotus Fortune' -> 'GLF'. */
export function initials(name: string): string {
  const words = name
    .split(/[\s_-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  return words
    .slice(0, 3)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('');
}

export function gameArtSvg(code: string, name: string, vendor: string): string {
  const h = createHash('sha256').update(code).digest();
  const byte = (i: number) => h[i % h.length] as number;
  const hue = (byte(0) * 360) / 256;
  const hue2 = (hue + 40 + (byte(1) % 100)) % 360;
  const angle = byte(2) % 4;
  const [x2, y2] = [
    ['1', '1'],
    ['0', '1'],
    ['1', '0'],
    ['1', '0.5'],
  ][angle] as [string, string];
  const shapes: string[] = [];
  const count = 3 + (byte(3) % 4);
  for (let i = 0; i < count; i++) {
    const x = 10 + (byte(4 + i * 3) % 180);
    const y = 10 + (byte(5 + i * 3) % 180);
    const r = 12 + (byte(6 + i * 3) % 48);
    const opacity = (0.12 + (byte(20 + i) % 30) / 100).toFixed(2);
    const kind = byte(24 + i) % 3;
    if (kind === 0) shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`);
    else if (kind === 1)
      shapes.push(`<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r}" rx="${r / 5}" transform="rotate(${byte(28 + i) % 90} ${x} ${y})" fill="#fff" fill-opacity="${opacity}"/>`);
    else shapes.push(`<path d="M${x} ${y - r}L${x + r} ${y + r}L${x - r} ${y + r}Z" fill="#000" fill-opacity="${opacity}"/>`);
  }
  const label = escapeXml(initials(name) || code.slice(0, 3).toUpperCase());
  const fontSize = label.length > 2 ? 54 : 68;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}">`,
    `<stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 75% 28%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="200" height="200" fill="url(#g)"/>`,
    ...shapes,
    `<text x="100" y="112" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff" fill-opacity="0.95">${label}</text>`,
    `<text x="100" y="184" text-anchor="middle" font-family="system-ui,sans-serif" font-size="14" fill="#fff" fill-opacity="0.8">${escapeXml(vendor)}</text>`,
    `</svg>`,
  ].join('');
}

export function vendorArtSvg(code: string, name: string): string {
  const h = createHash('sha256').update(`vendor:${code}`).digest();
  const hue = ((h[0] as number) * 360) / 256;
  const hue2 = (hue + 60) % 360;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" role="img" aria-label="${escapeXml(name)}">`,
    `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 60% 40%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 65% 25%)"/></linearGradient></defs>`,
    `<rect width="240" height="120" rx="16" fill="url(#v)"/>`,
    `<circle cx="${30 + ((h[1] as number) % 180)}" cy="${20 + ((h[2] as number) % 80)}" r="${20 + ((h[3] as number) % 30)}" fill="#fff" fill-opacity="0.12"/>`,
    `<text x="120" y="66" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="${code.length > 6 ? 24 : 36}" fill="#fff">${escapeXml(code)}</text>`,
    `</svg>`,
  ].join('');
}

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}
