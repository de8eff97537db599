import { createHash, randomUUID } from 'node:crypto';
import { CONTENT_IMAGE_PATH, ErrorCode, type ContentImage } from '@app/contracts';
import { AppError, notFound } from '../../lib/errors.ts';
import { sniffImage } from '../../lib/images.ts';
import type { ContentImageRow, ContentImagesRepository } from './images-repository.ts';

const toImage = (row: ContentImageRow): ContentImage => ({
  id: row.id,
  url: CONTENT_IMAGE_PATH + row.id,
  contentType: row.content_type,
  size: row.size,
  createdAt: row.created_at.toISOString(),
});

/**
 * Images for operator HTML (announcements, messages, help): png or jpeg told by their bytes, at most
 * 5 MB, stored in the database and served from CONTENT_IMAGE_PATH (docs/content.md).
 */
export class ContentImagesService {
  constructor(private readonly repo: ContentImagesRepository) {}

  async store(bytes: Buffer, operatorId: number): Promise<{ image: ContentImage; created: boolean }> {
    const contentType = sniffImage(bytes);
    if (!contentType) throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Images must be png or jpeg (told by their content), at most 5 MB');
    const sha256 = createHash('sha256').update(bytes).digest();
    const existing = await this.repo.findBySha(sha256, bytes.length);
    if (existing) return { image: toImage(existing), created: false };
    const row = await this.repo.insert({ id: randomUUID(), content_type: contentType, size: bytes.length, sha256, bytes, operator_id: operatorId });
    return { image: toImage(row), created: true };
  }

  async get(id: string): Promise<{ contentType: 'image/png' | 'image/jpeg'; bytes: Buffer }> {
    const row = await this.repo.get(id);
    if (!row) throw notFound('No such image');
    return { contentType: row.content_type, bytes: row.bytes };
  }
}
