import PDFDocument from 'pdfkit';

export type StatementFormat = 'csv' | 'pdf';

interface StatementItem {
  transferId: string;
  kind: string;
  amount: bigint;
  balanceAfter: bigint;
  currency: string;
  createdAt: Date;
}

/** How the statement groups ledger kinds (issue 20: deposits, withdrawals, bets, wins, bonuses). */
const SECTION: Record<string, string> = {
  DEPOSIT: 'deposits',
  WITHDRAWAL_HOLD: 'withdrawals',
  WITHDRAWAL_RELEASE: 'withdrawals',
  WITHDRAWAL_PAYOUT: 'withdrawals',
  BET: 'bets',
  WIN: 'wins',
  JACKPOT: 'wins',
  ROLLBACK: 'bets',
  BONUS: 'bonuses',
  BONUS_GRANT: 'bonuses',
  BONUS_FORFEIT: 'bonuses',
};
export const STATEMENT_SECTIONS = ['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'other'] as const;

const sectionOf = (kind: string) => SECTION[kind] ?? 'other';

/** Minor units as a decimal with two places, exactly (no floats). */
export function formatMinor(v: bigint): string {
  const neg = v < 0n;
  const a = neg ? -v : v;
  return `${neg ? '-' : ''}${(a / 100n).toString()}.${(a % 100n).toString().padStart(2, '0')}`;
}

function totals(items: StatementItem[]) {
  const t = Object.fromEntries(STATEMENT_SECTIONS.map((s) => [s, 0n])) as Record<(typeof STATEMENT_SECTIONS)[number], bigint>;
  for (const i of items) t[sectionOf(i.kind) as keyof typeof t] += i.amount;
  return t;
}

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

function csv(month: string, currency: string, items: StatementItem[]): Buffer {
  const lines = [['date', 'transferId', 'section', 'kind', 'amount', 'balanceAfter', 'currency'].join(',')];
  for (const i of items) {
    lines.push([i.createdAt.toISOString(), i.transferId, sectionOf(i.kind), i.kind, formatMinor(i.amount), formatMinor(i.balanceAfter), i.currency].map(csvCell).join(','));
  }
  lines.push('');
  lines.push(`# totals ${month} (${currency})`);
  for (const [section, sum] of Object.entries(totals(items))) lines.push(`# ${section},${formatMinor(sum)}`);
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

function pdf(month: string, currency: string, items: StatementItem[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Statement ${month}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16).text(`Account statement ${month}`);
    doc.fontSize(10).text(`Currency: ${currency}`).moveDown();
    for (const [section, sum] of Object.entries(totals(items))) doc.text(`${section}: ${formatMinor(sum)}`);
    doc.moveDown();
    doc.fontSize(8);
    if (items.length === 0) doc.text('No movements this month.');
    for (const i of items) {
      doc.text(`${i.createdAt.toISOString().replace('T', ' ').slice(0, 19)}  ${i.kind.padEnd(20)} ${formatMinor(i.amount).padStart(14)}  balance ${formatMinor(i.balanceAfter)}`);
    }
    doc.end();
  });
}

export async function buildStatement(s: { month: string; currency: string; items: StatementItem[] }, format: StatementFormat) {
  if (format === 'pdf') return { contentType: 'application/pdf', filename: `statement-${s.month}.pdf`, body: await pdf(s.month, s.currency, s.items) };
  return { contentType: 'text/csv; charset=utf-8', filename: `statement-${s.month}.csv`, body: csv(s.month, s.currency, s.items) };
}
