/**
 * Browser script of the SANDBOX provider page's play panel (served as /sandbox/provider/play.js).
 * It reads the launch `session` from the page URL, shows the balance and plays rounds through
 * POST /api/v1/sandbox/provider/play. Plain DOM, no framework: the page is the provider's, not the site's.
 */
export const SANDBOX_PLAY_SCRIPT = `(() => {
  'use strict';
  const root = document.getElementById('sandbox-play');
  if (!root) return;
  const session = new URLSearchParams(location.search).get('session') || '';
  // The page's texts in the launch language (data-texts, written by the page); English when absent.
  const T = Object.assign({
    note: 'SANDBOX round: a signed Hub88 bet and win against your real wallet balance. Outcomes are random (expected return 95%).',
    balance: 'Balance', stake: 'Stake', play: 'Play round', playing: 'Playing…',
    won: 'You won {win} (stake {stake})', noWin: 'No win this round (stake {stake})',
    noMoney: 'Not enough balance for this stake.', wallet: 'The wallet answered {status}', rolledBack: '; the bet was rolled back.',
  }, (() => { try { return JSON.parse(root.dataset.texts || '{}'); } catch { return {}; } })());
  const fill = (text, vars) => text.replace(/\\{(\\w+)\\}/g, (m, k) => (k in vars ? vars[k] : m));
  let currency = 'THB';
  let digits = 2;
  const money = (minor) => {
    try {
      return new Intl.NumberFormat(undefined, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / 10 ** digits);
    } catch { return String(minor); }
  };
  const el = (tag, attrs, text) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const post = async (path, body) => {
    const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(json.message || ('HTTP ' + res.status));
    return json;
  };

  root.replaceChildren();
  const note = el('p', { class: 'sandbox-note' }, T.note);
  const balance = el('p', { 'data-testid': 'sandbox-balance', 'aria-live': 'polite' }, T.balance + ': …');
  const stakes = el('div', { role: 'group', 'aria-label': T.stake, class: 'sandbox-stakes' });
  let stakeMajor = 1;
  const chips = [1, 5, 10, 50].map((major) => {
    const b = el('button', { type: 'button', 'data-testid': 'sandbox-stake-' + major, 'aria-pressed': String(major === stakeMajor) }, String(major));
    b.addEventListener('click', () => {
      stakeMajor = major;
      for (const c of chips) c.setAttribute('aria-pressed', String(c === b));
    });
    stakes.append(b);
    return b;
  });
  const play = el('button', { type: 'button', 'data-testid': 'sandbox-play-button', class: 'sandbox-play' }, T.play);
  const result = el('p', { 'data-testid': 'sandbox-result', 'aria-live': 'polite' }, '');
  const style = el('style', {}, '.sandbox-stakes{display:flex;gap:8px;justify-content:center;margin:12px 0}.sandbox-stakes button,.sandbox-play{font:inherit;padding:8px 14px;border-radius:10px;border:1px solid #2a3550;background:#1f2940;color:#e9edf5;cursor:pointer}.sandbox-stakes button[aria-pressed=true]{background:#f5b301;color:#1b1300}.sandbox-play{background:#2f6fed;border-color:#2f6fed;font-weight:700}.sandbox-play:disabled{opacity:.6;cursor:progress}');
  root.append(style, note, balance, stakes, play, result);

  const showBalance = (minor) => { if (typeof minor === 'number') balance.textContent = T.balance + ': ' + money(minor); };
  const setCurrency = (code) => {
    currency = code;
    try { digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits; } catch { digits = 2; }
  };

  post('/api/v1/sandbox/provider/balance', { session }).then((r) => { setCurrency(r.currency); showBalance(r.balance); }).catch((e) => { balance.textContent = e.message; });

  play.addEventListener('click', async () => {
    play.disabled = true;
    result.textContent = T.playing;
    try {
      const r = await post('/api/v1/sandbox/provider/play', { session, stake: stakeMajor * 10 ** digits });
      setCurrency(r.currency);
      showBalance(r.balance);
      if (r.status === 'RS_OK') result.textContent = fill(r.win > 0 ? T.won : T.noWin, { win: money(r.win), stake: money(r.stake) });
      else if (r.status === 'RS_ERROR_NOT_ENOUGH_MONEY') result.textContent = T.noMoney;
      else result.textContent = fill(T.wallet, { status: r.status }) + (r.rolledBack ? T.rolledBack : '.');
    } catch (e) {
      result.textContent = e.message;
    } finally {
      play.disabled = false;
    }
  });
})();
`;
