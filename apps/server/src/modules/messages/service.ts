import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, FEEDBACK_TYPES, type FeedbackRequest, type MessagesResponse, type SendMessage } from '@app/contracts';
import { ErrorCode } from '@app/contracts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { RealtimeHub } from '../../plugins/realtime.ts';
import { canonical } from '../content/language.ts';
import { htmlToText, sanitizeHtml } from '../content/sanitize.ts';
import type { MessagesRepository, Reader } from './repository.ts';

const FEEDBACK_CODES = new Set<number>(Object.values(FEEDBACK_TYPES));

/** A title as plain text and content sanitised (decision 0020), either empty after that → 400. */
function cleanText(input: { title: string; content: string }, at: (string | number)[]) {
  const title = htmlToText(input.title);
  const content = sanitizeHtml(input.content);
  if (!title) throw badRequest('The title is empty once markup is removed', { path: [...at, 'title'] }, ErrorCode.VALIDATION_ERROR);
  if (!htmlToText(content) && !content.includes('<img')) throw badRequest('The content is empty once unsafe markup is removed', { path: [...at, 'content'] }, ErrorCode.VALIDATION_ERROR);
  return { title, content };
}

export interface MessagesDeps {
  repo: MessagesRepository;
  realtime: RealtimeHub;
  /** Role and VIP level of a member (accounts service). */
  reader: (memberId: number) => Promise<Reader>;
  /** A member id by username (accounts service); undefined when unknown. */
  memberIdOf: (username: string) => Promise<number | undefined>;
  memberExists: (memberId: number) => Promise<boolean>;
  /** The member's latest exclusion window (protection), when broadcasts are not delivered to them. */
  pausedWindow?: (memberId: number) => Promise<{ since: Date; until: Date | null } | null>;
  captcha: { check(input: { captcha?: string; captchaId?: string }): Promise<void> };
}

/** Internal messages (one row per message, per-member state) and feedback; docs/content.md. */
export class MessagesService {
  constructor(private readonly d: MessagesDeps) {}

  /** language: the member's reading language; a message without a text in it reads the default (TH reads TY). */
  async list(memberId: number, status: 'all' | 'read' | 'unread', page: number, pageSize: number, language?: string): Promise<MessagesResponse> {
    const reader = await this.d.reader(memberId);
    const { rows, total } = await this.d.repo.page(reader, status, pageSize, (page - 1) * pageSize, language ? canonical(language) : null);
    return {
      list: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, time: r.created_at.toISOString(), read: r.read_at !== null })),
      pageNum: page,
      totalPages: Math.ceil(total / pageSize),
      total,
    };
  }

  async unreadCountFor(reader: Omit<Reader, 'paused'>): Promise<number> {
    const paused = this.d.pausedWindow ? await this.d.pausedWindow(reader.memberId) : null;
    return this.d.repo.unreadCount({ ...reader, paused });
  }

  async unreadCount(memberId: number): Promise<number> {
    return this.d.repo.unreadCount(await this.d.reader(memberId));
  }

  /** A message the member may see, else 404 (another member's message looks like no message). */
  private async own(memberId: number, id: number) {
    const reader = await this.d.reader(memberId);
    if (!(await this.d.repo.isVisible(reader, id))) throw notFound('No such message');
    return reader;
  }

  async markRead(memberId: number, id: number): Promise<number> {
    const reader = await this.own(memberId, id);
    await this.d.repo.markRead(memberId, id);
    return this.d.repo.unreadCount(reader);
  }

  async markAllRead(memberId: number): Promise<number> {
    const reader = await this.d.reader(memberId);
    await this.d.repo.markAllRead(reader);
    return 0;
  }

  async remove(memberId: number, id: number): Promise<number> {
    const reader = await this.own(memberId, id);
    await this.d.repo.markDeleted(memberId, id);
    return this.d.repo.unreadCount(reader);
  }

  /** Operator send: to one member, a segment or everyone; one row either way, pushed to open tabs at once. */
  async send(input: SendMessage & { audience: NonNullable<SendMessage['audience']> }, operatorId: number) {
    let memberId: number | null = null;
    if (input.audience === 'MEMBER') {
      memberId = input.memberId ?? (input.username ? ((await this.d.memberIdOf(input.username)) ?? null) : null);
      if (memberId === null || !(await this.d.memberExists(memberId))) throw notFound('No such member', ErrorCode.NOT_FOUND);
    }
    const { title, content } = cleanText(input, []);
    const texts = (input.texts ?? []).map((t, i) => ({ language: canonical(t.language), ...cleanText(t, ['texts', i]) }));
    // TH and TY are one language once filed (decision 0002): two versions of it are a duplicate too.
    if (new Set(texts.map((t) => t.language)).size !== texts.length) throw badRequest('One text per language', { path: ['texts'] }, ErrorCode.VALIDATION_ERROR);
    const row = await this.d.repo.insert({
      audience: input.audience,
      member_id: memberId,
      vip_min_level: input.audience === 'VIP' ? (input.vipMinLevel ?? null) : null,
      title,
      content,
      created_by: operatorId,
    }, texts);
    this.d.realtime.publish(memberId ?? 'all', { type: 'messages', data: { id: String(row.id) } });
    return { id: row.id, audience: row.audience, memberId: row.member_id };
  }

  // ---------------------------------------------------------------- feedback

  /**
   * SPEC §2.9/§5 feedback: type, description and captcha required (missing ones listed together),
   * description trimmed and 20-200 characters, type one of the §9 codes; nothing is stored on error.
   */
  async feedback(body: FeedbackRequest, who: { memberId: number | null; account: string | null; ip: string }): Promise<{ id: number }> {
    const content = (body.content ?? '').trim();
    const captcha = (body.captcha ?? '').trim();
    const typeRaw = body.type === undefined || body.type === '' ? undefined : Number(body.type);
    const missing = [typeRaw === undefined ? 'type' : null, content ? null : 'content', captcha ? null : 'captcha'].filter((f): f is string => f !== null);
    if (missing.length) throw badRequest(`${missing.join(', ')} is empty`, { missing }, ErrorCode.VALIDATION_ERROR);
    if (!Number.isInteger(typeRaw) || !FEEDBACK_CODES.has(typeRaw as number)) throw badRequest('Unknown question type', { field: 'type', rule: 'type' }, ErrorCode.VALIDATION_ERROR);
    const length = [...content].length;
    if (length < FEEDBACK_MIN_LENGTH || length > FEEDBACK_MAX_LENGTH) {
      throw badRequest(`The description must be ${FEEDBACK_MIN_LENGTH}-${FEEDBACK_MAX_LENGTH} characters`, { field: 'content', rule: 'length', min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH }, ErrorCode.VALIDATION_ERROR);
    }
    await this.d.captcha.check({ captcha, captchaId: body.captchaId });
    // The sender is the signed-in account (SPEC §3); a visitor's own name is kept as plain text.
    const sender = who.account ?? (htmlToText(body.sender ?? '').slice(0, 64) || 'guest');
    const { id } = await this.d.repo.insertFeedback({ type: typeRaw as number, content: htmlToText(content) || content, sender, member_id: who.memberId, ip: who.ip });
    return { id };
  }

  async feedbackList(status: 'NEW' | 'REVIEWED' | undefined, page: number, pageSize: number) {
    const { rows, total } = await this.d.repo.feedbackPage(status, pageSize, (page - 1) * pageSize);
    return {
      items: rows.map((f) => ({
        id: f.id,
        type: f.type,
        content: f.content,
        sender: f.sender,
        memberId: f.member_id,
        status: f.status,
        note: f.note,
        createdAt: f.created_at.toISOString(),
        reviewedAt: f.reviewed_at?.toISOString() ?? null,
      })),
      total,
    };
  }

  async reviewFeedback(id: number, operatorId: number, note: string | undefined) {
    const row = await this.d.repo.reviewFeedback(id, operatorId, note ?? null);
    if (!row) throw notFound('No such feedback');
    return row;
  }
}
