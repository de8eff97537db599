import type { AnnouncementInputParsed, AnnouncementItem, AnnouncementsResponse, ExecutionType, OperatorAnnouncement } from '@app/contracts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AnnouncementRecord, AnnouncementsRepository, AnnouncementWrite, Viewer } from './announcements-repository.ts';
import { canonical } from './language.ts';
import { htmlToText, sanitizeHtml } from './sanitize.ts';

const GROUP = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' } as const;


/** The text in `language`, else in the brand's default language, else the first one stored. */
export function pickText(texts: AnnouncementRecord['texts'], language: string, fallback: string) {
  const want = canonical(language);
  return texts.find((t) => t.language === want) ?? texts.find((t) => t.language === canonical(fallback)) ?? texts[0];
}

/**
 * Announcements by audience, schedule and language (SPEC §2.6, §3, §7; docs/content.md).
 * Executions: a visitor sees B (anonymous); a member sees A (logged in), and on the first-time
 * login also F. HTML is sanitised when written.
 */
export class AnnouncementsService {
  constructor(
    private readonly repo: AnnouncementsRepository,
    private readonly defaultLanguage: () => Promise<string>,
  ) {}

  /** Which executions a caller sees: visitors B only; members A, and on their first-time login (execution=F) A and F. */
  static executions(signedIn: boolean, requested: ExecutionType | undefined): ExecutionType[] {
    if (!signedIn) return ['B'];
    return requested === 'F' ? ['F', 'A'] : ['A'];
  }

  async forViewer(viewer: Viewer, types: readonly string[], executions: ExecutionType[], language: string): Promise<AnnouncementsResponse> {
    const [rows, fallback] = await Promise.all([this.repo.live(types, executions, viewer), this.defaultLanguage()]);
    const out: AnnouncementsResponse = { banners: [], player: [], popup: [], promotion: [] };
    for (const row of rows) {
      const text = pickText(row.texts, language, fallback);
      if (!text) continue;
      const item: AnnouncementItem = {
        id: row.id,
        type: row.type,
        execution: row.execution,
        title: text.title,
        content: text.content,
        language: text.language,
        time: row.starts_at.toISOString(),
        announcementImages: [...row.images].sort((a, b) => a.sequence - b.sequence),
      };
      out[GROUP[row.type]].push(item);
    }
    return out;
  }

  private toWrite(input: AnnouncementInputParsed): AnnouncementWrite {
    const texts = input.texts.map((t) => ({ language: canonical(t.language), title: htmlToText(t.title), content: sanitizeHtml(t.content) }));
    if (texts.some((t) => !t.title)) throw badRequest('A title is empty once markup is removed', { path: ['texts'] });
    if (new Set(texts.map((t) => t.language)).size !== texts.length) throw badRequest('One text per language (TH and TY are the same language)', { path: ['texts'] });
    return {
      type: input.type,
      execution: input.execution,
      audience: input.audience,
      vip_min_level: input.vipMinLevel,
      starts_at: input.startsAt ? new Date(input.startsAt) : new Date(),
      ends_at: input.endsAt ? new Date(input.endsAt) : null,
      priority: input.priority,
      images: input.images,
      enabled: input.enabled,
      texts,
    };
  }

  async create(input: AnnouncementInputParsed): Promise<OperatorAnnouncement> {
    const write = this.toWrite(input);
    if (write.ends_at && write.ends_at <= write.starts_at) throw badRequest('endsAt must be after startsAt', { path: ['endsAt'] });
    return toOperator(await this.repo.create(write));
  }

  async update(id: number, input: AnnouncementInputParsed) {
    const write = this.toWrite(input);
    if (write.ends_at && write.ends_at <= write.starts_at) throw badRequest('endsAt must be after startsAt', { path: ['endsAt'] });
    const res = await this.repo.update(id, write);
    if (!res) throw notFound('No such announcement');
    return { before: toOperator(res.before), after: toOperator(res.after) };
  }

  async list(): Promise<OperatorAnnouncement[]> {
    return (await this.repo.list()).map(toOperator);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.repo.remove(id))) throw notFound('No such announcement');
  }
}

export function toOperator(r: AnnouncementRecord): OperatorAnnouncement {
  return {
    id: r.id,
    type: r.type,
    execution: r.execution,
    audience: r.audience,
    vipMinLevel: r.vip_min_level,
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at?.toISOString() ?? null,
    priority: r.priority,
    images: r.images,
    enabled: r.enabled,
    texts: r.texts,
    updatedAt: r.updated_at.toISOString(),
  };
}
