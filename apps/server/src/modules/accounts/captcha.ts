import { randomInt } from 'node:crypto';

/**
 * Image captcha drawn here (no dependency): each glyph is a stroke path on a 4x6 grid,
 * jittered point by point, scaled, rotated and coloured at random, over noise curves and dots.
 * No font is embedded, so the answer is not in the SVG text.
 */
type Stroke = [number, number][];

/** Glyphs without look-alikes (no 0/O, 1/I/L, 5/S). */
const GLYPHS: Record<string, Stroke[]> = {
  A: [[[0, 6], [0, 2], [2, 0], [4, 2], [4, 6]], [[0, 3.5], [4, 3.5]]],
  B: [[[0, 0], [0, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]], [[0, 0], [3, 0], [4, 1], [4, 2], [3, 3]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [3, 6], [4, 5], [4, 1], [3, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 3], [2, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  J: [[[1, 0], [4, 0]], [[3, 0], [3, 5], [2, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 4]], [[1.3, 3], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]],
  Q: [[[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]], [[2.2, 4], [4.2, 6.4]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]], [[2, 3], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 3], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  Z: [[[0, 0], [4, 0], [0, 6], [4, 6]]],
  '2': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [0, 6], [4, 6]]],
  '3': [[[0, 0], [4, 0], [2, 2.5], [3, 2.5], [4, 3.5], [4, 5], [3, 6], [1, 6], [0, 5]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '6': [[[3.5, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '8': [[[1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1, 3], [0, 4], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3]]],
  '9': [[[4, 3], [1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [0.5, 6]]],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
export const CAPTCHA_LENGTH = 5;
const WIDTH = 150;
const HEIGHT = 50;

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);
const fixed = (n: number) => n.toFixed(1);

export function randomCaptchaText(): string {
  let s = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) s += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return s;
}

function colour(light: boolean): string {
  const h = randomInt(0, 360);
  return `hsl(${h},${randomInt(45, 80)}%,${light ? randomInt(70, 85) : randomInt(22, 42)}%)`;
}

/** An SVG picture of `text` (characters from CAPTCHA_ALPHABET). */
export function renderCaptchaSvg(text: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour(true)}"/>`];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${fixed(rand(0, 20))} ${fixed(rand(5, 45))} C${fixed(rand(30, 60))} ${fixed(rand(0, 50))} ${fixed(rand(80, 120))} ${fixed(rand(0, 50))} ${fixed(rand(130, 150))} ${fixed(rand(5, 45))}" stroke="${colour(false)}" stroke-width="${fixed(rand(0.8, 1.8))}" fill="none" opacity="0.7"/>`,
    );
  }
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${fixed(rand(0, WIDTH))}" cy="${fixed(rand(0, HEIGHT))}" r="${fixed(rand(0.5, 1.6))}" fill="${colour(false)}"/>`);
  }
  const step = WIDTH / (text.length + 1);
  [...text].forEach((ch, i) => {
    const strokes = GLYPHS[ch];
    if (!strokes) throw new Error(`no glyph for ${ch}`);
    const scale = rand(4.2, 5.4);
    const cx = step * (i + 1) + rand(-4, 4);
    const cy = HEIGHT / 2 + rand(-4, 4);
    const d = strokes
      .map((stroke) =>
        stroke
          .map(([x, y], j) => `${j === 0 ? 'M' : 'L'}${fixed((x - 2 + rand(-0.25, 0.25)) * scale)} ${fixed((y - 3 + rand(-0.25, 0.25)) * scale)}`)
          .join(' '),
      )
      .join(' ');
    parts.push(
      `<path transform="translate(${fixed(cx)} ${fixed(cy)}) rotate(${fixed(rand(-28, 28))}) skewX(${fixed(rand(-12, 12))})" d="${d}" stroke="${colour(false)}" stroke-width="${fixed(rand(2, 3.2))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

export function captchaDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Answers compare without case and surrounding spaces. */
export function normalizeCaptchaAnswer(answer: string): string {
  return answer.trim().toUpperCase();
}
