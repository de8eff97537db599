import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Launch tokens and the sandbox game provider page. In the embedded default no
 * real game provider is connected: a launch opens this server's sandbox page,
 * which says so plainly. The money issue later makes the page call the
 * seamless wallet with the member and game carried by the signed token.
 */

export interface LaunchClaims {
  /** member id */
  m: number;
  /** game code */
  g: string;
  /** vendor code */
  v: string;
  /** language */
  l: string;
  /** expiry, epoch seconds */
  exp: number;
}

export const LAUNCH_TOKEN_TTL_SECONDS = 15 * 60;

export function signLaunchToken(key: Buffer, claims: LaunchClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The claims of a genuine, unexpired token, or null. */
export function verifyLaunchToken(key: Buffer, token: string, nowSeconds: number): LaunchClaims | null {
  if (token.length > 1000) return null;
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LaunchClaims;
    if (typeof claims.m !== 'number' || typeof claims.g !== 'string' || typeof claims.v !== 'string' || typeof claims.exp !== 'number') return null;
    if (claims.exp <= nowSeconds) return null;
    return claims;
  } catch {
    return null;
  }
}

function esc(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const STYLE = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font-family: system-ui, sans-serif; background: #0f1420; color: #e9edf5; }
  main { width: min(92vw, 560px); padding: 24px; border: 1px solid #2a3550; border-radius: 16px; background: #161d2e; text-align: center; }
  .badge { display: inline-block; padding: 4px 10px; border-radius: 999px; background: #f5b301; color: #1b1300; font-weight: 700; font-size: 13px; letter-spacing: .04em; }
  h1 { font-size: 20px; margin: 14px 0 6px; }
  p { color: #aab4c8; line-height: 1.5; margin: 6px 0; }
  img { width: 160px; height: 160px; border-radius: 20px; margin: 16px auto 8px; display: block; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; text-align: left; margin: 16px auto 0; width: fit-content; font-size: 14px; }
  dt { color: #8190ab; } dd { margin: 0; }
`;

/** The page's own texts, in the language the game was launched in (TY/TH: Thai, otherwise English). */
const TEXTS = {
  en: {
    title: 'Sandbox game provider',
    note: 'SANDBOX round: a signed Hub88 bet and win against your real wallet balance. Outcomes are random (expected return 95%).',
    heading: 'Sandbox game provider — no real provider connected',
    intro: "This page stands in for the game vendor's launcher. Its rounds are settled against your wallet through the platform's Hub88 wallet API, like a real provider's.",
    vendor: 'Vendor',
    gameCode: 'Game code',
    player: 'Player',
    expires: 'Session expires',
    invalid: 'This launch link is invalid or has expired. Close this window and start the game again from the lobby.',
    balance: 'Balance',
    stake: 'Stake',
    play: 'Play round',
    playing: 'Playing…',
    won: 'You won {win} (stake {stake})',
    noWin: 'No win this round (stake {stake})',
    noMoney: 'Not enough balance for this stake.',
    wallet: 'The wallet answered {status}',
    rolledBack: '; the bet was rolled back.',
  },
  th: {
    title: 'ผู้ให้บริการเกมทดสอบ (แซนด์บ็อกซ์)',
    note: 'รอบทดสอบ (SANDBOX): เดิมพันและรางวัลแบบลงนามผ่าน Hub88 กับยอดเงินจริงในกระเป๋าของคุณ ผลลัพธ์เป็นแบบสุ่ม (อัตราคืนเฉลี่ย 95%)',
    heading: 'ผู้ให้บริการเกมทดสอบ — ยังไม่ได้เชื่อมต่อผู้ให้บริการจริง',
    intro: 'หน้านี้ใช้แทนหน้าเปิดเกมของค่ายเกม ผลของแต่ละรอบจะตัดและจ่ายเข้ากระเป๋าเงินของคุณผ่าน API กระเป๋าเงิน Hub88 ของแพลตฟอร์ม เหมือนผู้ให้บริการจริง',
    vendor: 'ค่ายเกม',
    gameCode: 'รหัสเกม',
    player: 'ผู้เล่น',
    expires: 'เซสชันหมดอายุ',
    invalid: 'ลิงก์เปิดเกมนี้ไม่ถูกต้องหรือหมดอายุแล้ว ปิดหน้าต่างนี้แล้วเริ่มเกมใหม่จากล็อบบี้',
    balance: 'ยอดเงิน',
    stake: 'เดิมพัน',
    play: 'เล่นหนึ่งรอบ',
    playing: 'กำลังเล่น…',
    won: 'คุณชนะ {win} (เดิมพัน {stake})',
    noWin: 'รอบนี้ไม่ชนะ (เดิมพัน {stake})',
    noMoney: 'ยอดเงินไม่พอสำหรับเดิมพันนี้',
    wallet: 'กระเป๋าเงินตอบกลับ {status}',
    rolledBack: ' และยกเลิกเดิมพันแล้ว',
  },
} satisfies Record<'en' | 'th', Record<string, string>>;
export type SandboxTexts = Record<keyof (typeof TEXTS)['en'], string>;

/** Texts for a platform language code (EN, TY, TH, ...): Thai for TY/TH, English otherwise. */
export function sandboxTexts(language: string | undefined): { lang: string; texts: SandboxTexts } {
  const code = (language ?? '').toUpperCase();
  return code === 'TY' || code === 'TH' ? { lang: 'th', texts: TEXTS.th } : { lang: 'en', texts: TEXTS.en };
}

/** The site's icon, so a sandbox page in a tab or a window has one (and the browser asks for no /favicon.ico). */
export const SANDBOX_FAVICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

export function sandboxPage(input: { gameName: string; gameCode: string; vendor: string; artUrl: string; memberId: number; expiresAt: Date; language?: string }): string {
  const { lang, texts } = sandboxTexts(input.language);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${SANDBOX_FAVICON}
<title>${esc(input.gameName)} — ${esc(texts.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main data-testid="sandbox-provider">
  <span class="badge">SANDBOX</span>
  <h1>${esc(texts.heading)}</h1>
  <p>${esc(texts.intro)}</p>
  <img src="${esc(input.artUrl)}" alt="${esc(input.gameName)}">
  <h2 data-testid="sandbox-game-name">${esc(input.gameName)}</h2>
  <dl>
    <dt>${esc(texts.vendor)}</dt><dd>${esc(input.vendor)}</dd>
    <dt>${esc(texts.gameCode)}</dt><dd>${esc(input.gameCode)}</dd>
    <dt>${esc(texts.player)}</dt><dd>#${input.memberId}</dd>
    <dt>${esc(texts.expires)}</dt><dd>${esc(input.expiresAt.toISOString())}</dd>
  </dl>
  <!-- vendor-api: play panel of the sandbox provider (apps/server/src/modules/vendor-api/sandbox-play-script.ts) -->
  <div id="sandbox-play" data-testid="sandbox-play" data-texts="${esc(JSON.stringify(texts))}"></div>
  <script src="/sandbox/provider/play.js" defer></script>
</main>
</body>
</html>`;
}

export function sandboxErrorPage(language?: string): string {
  const { lang, texts } = sandboxTexts(language);
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${SANDBOX_FAVICON}<title>${esc(texts.title)}</title><style>${STYLE}</style></head>
<body><main data-testid="sandbox-provider-error"><span class="badge">SANDBOX</span><h1>${esc(texts.heading)}</h1><p>${esc(texts.invalid)}</p></main></body>
</html>`;
}
