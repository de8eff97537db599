import { describe, expect, it } from 'vitest';
import { AGENT_PAGES, visiblePages } from './menu.ts';

const features = { subAgents: true, transfers: true, registerMembers: true, reports: true, dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: false };

describe('agent menu', () => {
  it('keeps SPEC §2.8 order and hides contract entries until they are enabled', () => {
    const pages = visiblePages({ balance: 1000, features });
    expect(pages.slice(0, 4)).toEqual(['agentDeposit', 'agentWithdraw', 'agentAnnouncement', 'agentTeamOverview']);
    expect(pages.at(-2)).toBe('agentMessages');
    expect(pages.at(-1)).toBe('agentService');
    expect(pages).not.toContain('agentDividend');
    expect(pages).not.toContain('agentRealtimeSalary');
  });

  it('shows each contract entry on its own flag, in order', () => {
    const pages = visiblePages({ balance: 0, features: { ...features, dividend: true, hourlySalary: true } });
    expect(pages.filter((p) => p.endsWith('Salary') || p === 'agentDividend')).toEqual(['agentDividend', 'agentHourlySalary']);
    expect(pages.every((p, i, all) => i === 0 || AGENT_PAGES.indexOf(all[i - 1]!) < AGENT_PAGES.indexOf(p))).toBe(true);
  });

  it('leaves wallet pages out for agents without a wallet (types 41/42)', () => {
    const pages = visiblePages({ balance: null, features: { ...features, transfers: false, registerMembers: false } });
    expect(pages).not.toContain('agentDeposit');
    expect(pages).not.toContain('agentWithdraw');
    expect(pages).not.toContain('agentTransfer');
    expect(pages).not.toContain('agentRegister');
    expect(pages).toContain('agentTeamOverview');
  });
});
