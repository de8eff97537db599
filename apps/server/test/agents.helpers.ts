import type { TestApp } from './helpers.ts';
import { createMember, createSession } from './factories.ts';

let n = 0;

/** An agent (type 1 unless told) with a live session and `members` direct downline members (each with a wallet). */
export async function agentWithTeam(t: TestApp, options: { type?: number; members?: number; balance?: bigint } = {}) {
  n += 1;
  const agent = await createMember(t.app.db, { type: options.type ?? 1, username: `ag${Date.now().toString(36)}${n}` });
  const token = await createSession(t.app.db, agent.id);
  if (options.type !== 41 && options.type !== 42) {
    await t.app.wallet.openMemberWallet(agent.id, 'THB');
    if (options.balance) await t.app.wallet.grantDemoBalance(agent.id, options.balance, `test:agent-fund:${agent.id}`, 'THB');
  }
  const members = [];
  for (let i = 0; i < (options.members ?? 2); i++) {
    const m = await createMember(t.app.db, { parentId: agent.id, username: `dl${Date.now().toString(36)}${n}x${i}` });
    await t.app.wallet.openMemberWallet(m.id, 'THB');
    members.push(m);
  }
  return { ...agent, token, headers: { authorization: `Bearer ${token}` }, members };
}

let betNo = 0;
/** A settled bet of a member, placed now. */
export async function settledBet(t: TestApp, memberId: number, stake: bigint, payout: bigint, placedAt = new Date()) {
  betNo += 1;
  await t.app.records.record({
    memberId,
    source: 'PROVIDER',
    sourceRef: `agents-test-${memberId}-${betNo}-${Date.now()}`,
    vendor: 'PG',
    gameCode: 'PG_TEST',
    gameName: 'Test',
    category: 'RNG',
    stake,
    payout,
    currency: 'THB',
    status: 'SETTLED',
    placedAt,
    settledAt: placedAt,
  });
}
