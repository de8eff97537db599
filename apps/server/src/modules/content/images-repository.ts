import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface ContentImageRow {
  id: string;
  content_type: 'image/png' | 'image/jpeg';
  size: number;
  created_at: Date;
}

/** SQL for content_images (migrations/032_content_images.sql). */
export class ContentImagesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  insert(row: { id: string; content_type: 'image/png' | 'image/jpeg'; size: number; sha256: Buffer; bytes: Buffer; operator_id: number }): Promise<ContentImageRow> {
    return this.db.insertInto('content_images').values(row).returning(['id', 'content_type', 'size', 'created_at']).executeTakeFirstOrThrow();
  }

  /** An image already uploaded with the same bytes (uploading a file twice gives the same address). */
  findBySha(sha256: Buffer, size: number): Promise<ContentImageRow | undefined> {
    return this.db.selectFrom('content_images').select(['id', 'content_type', 'size', 'created_at']).where('sha256', '=', sha256).where('size', '=', size).orderBy('created_at').executeTakeFirst();
  }

  get(id: string) {
    return this.db.selectFrom('content_images').select(['content_type', 'bytes', 'size']).where('id', '=', id).executeTakeFirst();
  }

  count(): Promise<number> {
    return this.db.selectFrom('content_images').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n));
  }
}
