import { api } from '../../../lib/http.ts';

/** `GET /lottery/virtual-numbers`: a quick pick, fetched on demand (not cached). */
export async function fetchQuickPick(gameCode: string, betType: 'NUMBER3' | 'NUMBER2'): Promise<string> {
  const { numbers } = (await api('/lottery/virtual-numbers', { query: { gameCode, betType, count: 1 } })) as { numbers: string[] };
  return numbers[0] ?? '';
}
