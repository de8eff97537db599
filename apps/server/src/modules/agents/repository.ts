import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface NodeInput {
  memberId: number;
  parentId: number | null;
  username: string;
  isAgent: boolean;
  joinedAt: Date;
}

export interface TeamRow {
  member_id: number;
  parent_id: number | null;
  username: string;
  is_agent: boolean;
  joined_at: Date;
  depth: number;
}

/** A closure row written to agent_tree (handed to the reporting module's copy). */
export interface ClosureRow {
  ancestor_id: number;
  member_id: number;
  depth: number;
}

export interface TeamFilter {
  /** Whose downline. */
  ancestorId: number;
  /** Only direct children of ancestorId. */
  directOnly: boolean;
  search?: string;
  isAgent?: boolean;
  joinedFrom?: Date;
  joinedTo?: Date;
}

const escapeLike = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** Join counts are kept per quarter hour (migration 095): instants on a slot boundary are read from them. */
const SLOT_MS = 15 * 60_000;
const onSlot = (d: Date) => d.getTime() % SLOT_MS === 0;

/** All SQL of the agents module: the downline tree, agent settings and applications. */
export class AgentsRepository {
  constructor(readonly db: Kysely<DB>) {}

  // ------------------------------------------------------------------ tree

  /**
   * Indexes an account: its node, and one closure row per ancestor (its upline's ancestors one level
   * deeper, plus the upline itself). Idempotent.
   */
  async attach(db: Kysely<DB>, n: NodeInput): Promise<ClosureRow[]> {
    await db
      .insertInto('agent_nodes')
      .values({ member_id: n.memberId, parent_id: n.parentId, username: n.username, is_agent: n.isAgent, joined_at: n.joinedAt })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ is_agent: n.isAgent }))
      .execute();
    if (n.parentId === null) return [];
    const r = await sql<ClosureRow>`INSERT INTO agent_tree (ancestor_id, member_id, depth, joined_at)
                SELECT ancestor_id, ${n.memberId}::int, depth + 1, ${n.joinedAt}::timestamptz FROM agent_tree WHERE member_id = ${n.parentId}::int
                UNION ALL SELECT ${n.parentId}::int, ${n.memberId}::int, 1, ${n.joinedAt}::timestamptz
              ON CONFLICT DO NOTHING RETURNING ancestor_id, member_id, depth`.execute(db);
    await this.countLinks(db, r.rows.map((x) => ({ ...x, joined_at: n.joinedAt })));
    return r.rows;
  }

  /**
   * Adds closure rows just inserted (and only those: ON CONFLICT DO NOTHING ... RETURNING) to the team
   * counters of migration 095, in the same transaction. Rows are upserted in key order, sizes first, so
   * concurrent registrations under one agent queue on its counter rows instead of deadlocking.
   */
  private async countLinks(db: Kysely<DB>, rows: { ancestor_id: number; depth: number; joined_at: Date | null }[]) {
    if (rows.length === 0) return;
    await sql`INSERT INTO agent_team_sizes AS s (ancestor_id, depth, members)
              SELECT a, d, count(*) FROM unnest(${rows.map((r) => r.ancestor_id)}::int[], ${rows.map((r) => r.depth)}::smallint[]) AS x(a, d)
               GROUP BY 1, 2 ORDER BY 1, 2
              ON CONFLICT (ancestor_id, depth) DO UPDATE SET members = s.members + excluded.members`.execute(db);
    const joined = rows.filter((r) => r.joined_at !== null);
    if (joined.length === 0) return;
    await sql`INSERT INTO agent_team_joins AS j (ancestor_id, slot, members)
              SELECT a, date_bin('15 minutes', t, TIMESTAMPTZ '2000-01-01 00:00:00+00'), count(*)
                FROM unnest(${joined.map((r) => r.ancestor_id)}::int[], ${joined.map((r) => new Date(r.joined_at!).toISOString())}::timestamptz[]) AS x(a, t)
               GROUP BY 1, 2 ORDER BY 1, 2
              ON CONFLICT (ancestor_id, slot) DO UPDATE SET members = j.members + excluded.members`.execute(db);
  }

  /**
   * Indexes many accounts at once (catch-up): their nodes in one statement, then their closure rows
   * level by level (an account whose upline is in the same batch waits for the upline's rows).
   */
  async attachMany(db: Kysely<DB>, rows: NodeInput[]): Promise<ClosureRow[]> {
    const added: ClosureRow[] = [];
    if (rows.length === 0) return added;
    await sql`INSERT INTO agent_nodes (member_id, parent_id, username, is_agent, joined_at)
              SELECT * FROM unnest(${rows.map((r) => r.memberId)}::int[], ${rows.map((r) => r.parentId)}::int[], ${rows.map((r) => r.username)}::text[],
                                   ${rows.map((r) => r.isAgent)}::boolean[], ${rows.map((r) => r.joinedAt.toISOString())}::timestamptz[])
              ON CONFLICT (member_id) DO UPDATE SET is_agent = excluded.is_agent`.execute(db);
    let pending = rows.filter((r) => r.parentId !== null);
    while (pending.length > 0) {
      const waiting = new Set(pending.map((r) => r.memberId));
      const ready = pending.filter((r) => !waiting.has(r.parentId!));
      // A cycle cannot come from accounts (an upline is older), but never loop on bad data.
      const wave = ready.length > 0 ? ready : pending;
      const b = sql`unnest(${wave.map((r) => r.memberId)}::int[], ${wave.map((r) => r.parentId)}::int[], ${wave.map((r) => r.joinedAt.toISOString())}::timestamptz[]) AS b(member_id, parent_id, joined_at)`;
      const r = await sql<ClosureRow & { joined_at: Date | null }>`INSERT INTO agent_tree (ancestor_id, member_id, depth, joined_at)
                SELECT t.ancestor_id, b.member_id, t.depth + 1, b.joined_at FROM ${b} JOIN agent_tree t ON t.member_id = b.parent_id
                UNION ALL
                SELECT b.parent_id, b.member_id, 1, b.joined_at FROM ${b}
                ON CONFLICT DO NOTHING RETURNING ancestor_id, member_id, depth, joined_at`.execute(db);
      await this.countLinks(db, r.rows);
      added.push(...r.rows.map(({ ancestor_id, member_id, depth }) => ({ ancestor_id, member_id, depth })));
      const done = new Set(wave.map((r) => r.memberId));
      pending = pending.filter((r) => !done.has(r.memberId));
    }
    return added;
  }

  async setAgent(memberId: number, isAgent: boolean) {
    await this.db.updateTable('agent_nodes').set({ is_agent: isAgent }).where('member_id', '=', memberId).execute();
  }

  async syncedThrough(db: Kysely<DB>): Promise<number> {
    const r = await db.selectFrom('agent_sync_state').select('last_member_id').executeTakeFirst();
    return r?.last_member_id ?? 0;
  }

  async setSyncedThrough(db: Kysely<DB>, id: number) {
    await db.updateTable('agent_sync_state').set({ last_member_id: id }).where('last_member_id', '<', id).execute();
  }

  /** Depth of `memberId` below `agentId` (1 = direct), or undefined when it is not in the downline. */
  async depthBelow(agentId: number, memberId: number): Promise<number | undefined> {
    const r = await this.db.selectFrom('agent_tree').select('depth').where('ancestor_id', '=', agentId).where('member_id', '=', memberId).executeTakeFirst();
    return r?.depth;
  }

  node(memberId: number) {
    return this.db.selectFrom('agent_nodes').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  }

  nodes(memberIds: number[]) {
    if (memberIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('agent_nodes').selectAll().where(sql<boolean>`member_id = ANY(${memberIds}::int[])`).execute();
  }

  /** Everyone under the agent at any depth: one index range scan of the closure table. */
  descendants(agentId: number): Promise<TeamRow[]> {
    return this.db
      .selectFrom('agent_tree as t')
      .innerJoin('agent_nodes as n', 'n.member_id', 't.member_id')
      .select(['n.member_id', 'n.parent_id', 'n.username', 'n.is_agent', 'n.joined_at', 't.depth'])
      .where('t.ancestor_id', '=', agentId)
      .execute();
  }

  /** Ancestors of a member, nearest first (for breadcrumbs). */
  ancestors(memberId: number) {
    return this.db
      .selectFrom('agent_tree as t')
      .innerJoin('agent_nodes as n', 'n.member_id', 't.ancestor_id')
      .select(['n.member_id', 'n.username', 't.depth'])
      .where('t.member_id', '=', memberId)
      .orderBy('t.depth')
      .execute();
  }

  /** How many accounts are under each of these (every depth): the team counters, a row per depth. */
  async downlineCounts(memberIds: number[]): Promise<Map<number, number>> {
    if (memberIds.length === 0) return new Map();
    const r = await sql<{ ancestor_id: number; n: string }>`
      SELECT ancestor_id, sum(members)::text AS n FROM agent_team_sizes WHERE ancestor_id = ANY(${memberIds}::int[]) GROUP BY ancestor_id`.execute(this.db);
    return new Map(r.rows.map((x) => [x.ancestor_id, Number(x.n)]));
  }

  /** Depth of each of these below the agent. */
  async depthsBelow(agentId: number, memberIds: number[]): Promise<Map<number, number>> {
    if (memberIds.length === 0) return new Map();
    const r = await this.db
      .selectFrom('agent_tree')
      .select(['member_id', 'depth'])
      .where('ancestor_id', '=', agentId)
      .where(sql<boolean>`member_id = ANY(${memberIds}::int[])`)
      .execute();
    return new Map(r.map((x) => [x.member_id, x.depth]));
  }

  private teamQuery(f: TeamFilter) {
    let q = this.db
      .selectFrom('agent_tree as t')
      .innerJoin('agent_nodes as n', 'n.member_id', 't.member_id')
      .where('t.ancestor_id', '=', f.ancestorId);
    if (f.directOnly) q = q.where('t.depth', '=', 1);
    if (f.search) q = q.where(sql<boolean>`lower(n.username) LIKE ${`%${escapeLike(f.search)}%`}`);
    if (f.isAgent !== undefined) q = q.where('n.is_agent', '=', f.isAgent);
    if (f.joinedFrom) q = q.where('t.joined_at', '>=', f.joinedFrom);
    if (f.joinedTo) q = q.where('t.joined_at', '<', f.joinedTo);
    return q;
  }

  /** The filtered team's size: the team counters without filters, else closure rows only (an index-only count) unless a node column filters. */
  private teamCount(f: TeamFilter) {
    if (f.search || f.isAgent !== undefined) return this.teamQuery(f).select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow();
    if (!f.joinedFrom && !f.joinedTo) {
      let c = this.db.selectFrom('agent_team_sizes').where('ancestor_id', '=', f.ancestorId);
      if (f.directOnly) c = c.where('depth', '=', 1);
      return c.select(sql<string>`coalesce(sum(members), 0)::text`.as('n')).executeTakeFirstOrThrow();
    }
    let q = this.db.selectFrom('agent_tree as t').where('t.ancestor_id', '=', f.ancestorId);
    if (f.directOnly) q = q.where('t.depth', '=', 1);
    if (f.joinedFrom) q = q.where('t.joined_at', '>=', f.joinedFrom);
    if (f.joinedTo) q = q.where('t.joined_at', '<', f.joinedTo);
    return q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow();
  }

  /** A page of the filtered team ordered by a node column, and the filtered count. */
  async teamPage(f: TeamFilter, sort: 'createdAt' | 'username', order: 'asc' | 'desc', limit: number, offset: number) {
    const [rows, count] = await Promise.all([
      sort === 'createdAt' && !f.search && f.isAgent === undefined ? this.pageByJoinTime(f, order, limit, offset) : this.pageOfNodes(f, sort, order, limit, offset),
      this.teamCount(f),
    ]);
    return { rows, total: Number(count.n) };
  }

  /**
   * A page by join time without node filters: the page's closure rows first, one index range in
   * (ancestor, [depth,] joined_at, member_id) order, then the nodes of those rows only (not of every row the offset skips).
   */
  private async pageByJoinTime(f: TeamFilter, order: 'asc' | 'desc', limit: number, offset: number): Promise<TeamRow[]> {
    let page = this.db.selectFrom('agent_tree as t').select(['t.member_id', 't.depth', 't.joined_at']).where('t.ancestor_id', '=', f.ancestorId);
    if (f.directOnly) page = page.where('t.depth', '=', 1);
    if (f.joinedFrom) page = page.where('t.joined_at', '>=', f.joinedFrom);
    if (f.joinedTo) page = page.where('t.joined_at', '<', f.joinedTo);
    page = page.orderBy('t.joined_at', order).orderBy('t.member_id', order).limit(limit).offset(offset);
    const rows = await this.db
      .selectFrom(page.as('p'))
      .innerJoin('agent_nodes as n', 'n.member_id', 'p.member_id')
      .select(['n.member_id', 'n.parent_id', 'n.username', 'n.is_agent', 'n.joined_at', 'p.depth'])
      .orderBy('p.joined_at', order)
      .orderBy('p.member_id', order)
      .execute();
    return rows as TeamRow[];
  }

  private async pageOfNodes(f: TeamFilter, sort: 'createdAt' | 'username', order: 'asc' | 'desc', limit: number, offset: number): Promise<TeamRow[]> {
    const column = sort === 'username' ? sql`lower(n.username)` : sql`t.joined_at`;
    const rows = await this.teamQuery(f)
      .select(['n.member_id', 'n.parent_id', 'n.username', 'n.is_agent', 'n.joined_at', 't.depth'])
      .orderBy(sql`${column} ${sql.raw(order)}`)
      .orderBy('t.member_id', order)
      .limit(limit)
      .offset(offset)
      .execute();
    return rows as TeamRow[];
  }

  /** Every filtered team row (sorting by figures happens in the service). */
  teamAll(f: TeamFilter): Promise<TeamRow[]> {
    return this.teamQuery(f).select(['n.member_id', 'n.parent_id', 'n.username', 'n.is_agent', 'n.joined_at', 't.depth']).execute() as Promise<TeamRow[]>;
  }

  /**
   * The direct downline of `parentId`, each with the group it heads: a member heads only itself,
   * a sub-agent heads itself and its whole team (profit and loss per member and per sub-agent).
   */
  async groupsUnder(parentId: number) {
    const r = await sql<{ member_id: number; grp: number }>`
      SELECT t.member_id, t.member_id AS grp FROM agent_tree t WHERE t.ancestor_id = ${parentId} AND t.depth = 1
      UNION ALL
      SELECT d.member_id, t.member_id AS grp
        FROM agent_tree t JOIN agent_tree d ON d.ancestor_id = t.member_id
       WHERE t.ancestor_id = ${parentId} AND t.depth = 1`.execute(this.db);
    return r.rows;
  }

  /**
   * Team size and joins for the overview: size before each instant of `ends`, and joins per calendar day
   * (in `zone`) from `since` on. From the team counters (migration 095: sizes per depth, joins per quarter
   * hour) when the instants are on quarter hours, as day starts of every zone in use are; else counted in
   * the closure.
   */
  async joinCounts(agentId: number, ends: Date[], since: Date, zone: string) {
    if (!onSlot(since) || !ends.every(onSlot)) return this.joinCountsFromTree(agentId, ends, since, zone);
    // Size before e = every account of the team minus those that joined at e or later.
    const [sizes, days] = await Promise.all([
      sql<{ i: number; n: string }>`
        SELECT e.i, ((SELECT coalesce(sum(s.members), 0) FROM agent_team_sizes s WHERE s.ancestor_id = ${agentId})
                     - (SELECT coalesce(sum(j.members), 0) FROM agent_team_joins j WHERE j.ancestor_id = ${agentId} AND j.slot >= e.at))::text AS n
          FROM unnest(${ends.map((e) => e.toISOString())}::timestamptz[]) WITH ORDINALITY AS e(at, i)`.execute(this.db),
      sql<{ day: string; n: string }>`
        SELECT to_char(slot AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, sum(members)::text AS n
          FROM agent_team_joins WHERE ancestor_id = ${agentId} AND slot >= ${since} GROUP BY 1`.execute(this.db),
    ]);
    return { sizes: sizes.rows.sort((a, b) => Number(a.i) - Number(b.i)).map((r) => Number(r.n)), joined: new Map(days.rows.map((r) => [r.day, Number(r.n)])) };
  }

  /** `joinCounts` from the closure rows (instants that are not on a quarter hour). */
  private async joinCountsFromTree(agentId: number, ends: Date[], since: Date, zone: string) {
    const sizes = await sql<{ i: number; n: string }>`
      SELECT e.i, (SELECT count(*) FROM agent_tree t WHERE t.ancestor_id = ${agentId} AND t.joined_at < e.at)::text AS n
        FROM unnest(${ends.map((e) => e.toISOString())}::timestamptz[]) WITH ORDINALITY AS e(at, i)`.execute(this.db);
    const days = await sql<{ day: string; n: string }>`
      SELECT to_char(t.joined_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, count(*)::text AS n
        FROM agent_tree t WHERE t.ancestor_id = ${agentId} AND t.joined_at >= ${since} GROUP BY 1`.execute(this.db);
    return { sizes: sizes.rows.sort((a, b) => Number(a.i) - Number(b.i)).map((r) => Number(r.n)), joined: new Map(days.rows.map((r) => [r.day, Number(r.n)])) };
  }

  /**
   * The direct downline of an account (profit and loss rows): the nodes whose upline it is (the same accounts
   * as its depth-1 closure rows), one range of the upline index; the planner misjudged the depth-1 closure
   * range of a 100,000-member team and hashed every node (40-160 ms, bench/README.md).
   */
  children(parentId: number) {
    return this.db
      .selectFrom('agent_nodes as n')
      .select(['n.member_id', 'n.parent_id', 'n.username', 'n.is_agent', 'n.joined_at', sql<number>`1`.as('depth')])
      .where('n.parent_id', '=', parentId)
      .execute();
  }

  /**
   * Counts per depth below the agent: accounts from the team counters, agents by looking up each agent
   * account of the site in the agent's closure (agents are few next to members).
   */
  async depthCounts(agentId: number) {
    const [sizes, agents] = await Promise.all([
      sql<{ depth: number; members: string }>`
        SELECT depth, members::text AS members FROM agent_team_sizes WHERE ancestor_id = ${agentId} AND members > 0 ORDER BY depth`.execute(this.db),
      sql<{ depth: number; agents: string }>`
        SELECT t.depth, count(*)::text AS agents FROM agent_nodes n JOIN agent_tree t ON t.ancestor_id = ${agentId} AND t.member_id = n.member_id
         WHERE n.is_agent GROUP BY t.depth`.execute(this.db),
    ]);
    const agentsAt = new Map(agents.rows.map((x) => [Number(x.depth), Number(x.agents)]));
    return sizes.rows.map((x) => ({ depth: Number(x.depth), members: Number(x.members), agents: agentsAt.get(Number(x.depth)) ?? 0 }));
  }

  // ------------------------------------------------------------------ operator tree

  /**
   * One level of the tree for the console: the direct downline of `parentId` (sub-agents first), or
   * without it the agents with no agent above them, or with `search` every agent whose name contains it.
   */
  async treeLevel(f: { parentId?: number; search?: string }, limit: number, offset: number) {
    let q = this.db.selectFrom('agent_nodes as n');
    if (f.parentId !== undefined) q = q.where('n.parent_id', '=', f.parentId);
    else q = q.where('n.is_agent', '=', true);
    if (f.search) q = q.where(sql<boolean>`lower(n.username) LIKE ${`%${escapeLike(f.search)}%`}`);
    else if (f.parentId === undefined)
      q = q.where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('agent_tree as t').innerJoin('agent_nodes as a', 'a.member_id', 't.ancestor_id').select(sql`1`.as('x')).whereRef('t.member_id', '=', 'n.member_id').where('a.is_agent', '=', true))),
      );
    const [rows, count] = await Promise.all([
      q
        .select(['n.member_id', 'n.parent_id', 'n.username', 'n.is_agent', 'n.joined_at'])
        .orderBy('n.is_agent', 'desc')
        .orderBy('n.joined_at', 'desc')
        .orderBy('n.member_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Per account: accounts directly below, below at any depth, and agents below at any depth. */
  async treeCounts(memberIds: number[]): Promise<Map<number, { direct: number; team: number; subAgents: number }>> {
    if (memberIds.length === 0) return new Map();
    const r = await sql<{ ancestor_id: number; direct: string; team: string; agents: string }>`
      SELECT t.ancestor_id, count(*) FILTER (WHERE t.depth = 1)::text AS direct, count(*)::text AS team, count(*) FILTER (WHERE n.is_agent)::text AS agents
        FROM agent_tree t JOIN agent_nodes n ON n.member_id = t.member_id
       WHERE t.ancestor_id = ANY(${memberIds}::int[]) GROUP BY t.ancestor_id`.execute(this.db);
    return new Map(r.rows.map((x) => [Number(x.ancestor_id), { direct: Number(x.direct), team: Number(x.team), subAgents: Number(x.agents) }]));
  }

  // ------------------------------------------------------------------ settings

  async timeZone(memberId: number): Promise<string | undefined> {
    return (await this.db.selectFrom('agent_profiles').select('time_zone').where('member_id', '=', memberId).executeTakeFirst())?.time_zone;
  }

  // ------------------------------------------------------------------ applications

  insertApplication(values: { name: string; member_id: number | null; username: string | null; email: string | null; mobile: string | null; contact: string | null; message: string; ip: string | null }) {
    return this.db.insertInto('agent_applications').values(values).returning(['id', 'status', 'created_at']).executeTakeFirstOrThrow();
  }

  async pendingApplicationOf(memberId: number) {
    return this.db.selectFrom('agent_applications').select('id').where('member_id', '=', memberId).where('status', '=', 'PENDING').executeTakeFirst();
  }

  async applications(status: string | undefined, limit: number, offset: number) {
    let q = this.db.selectFrom('agent_applications');
    if (status) q = q.where('status', '=', status as 'PENDING');
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  application(id: bigint) {
    return this.db.selectFrom('agent_applications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Records a decision on a pending application; undefined when it was not pending any more. */
  review(id: bigint, v: { status: 'APPROVED' | 'REJECTED'; reviewedBy: string; note: string | null; affiliateCode: string | null }) {
    return this.db
      .updateTable('agent_applications')
      .set({ status: v.status, reviewed_at: new Date(), reviewed_by: v.reviewedBy, review_note: v.note, affiliate_code: v.affiliateCode })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .returningAll()
      .executeTakeFirst();
  }
}
