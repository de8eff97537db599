import { PROOF_MAX_BYTES } from '@app/contracts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * The image type of an upload (deposit proofs, promotion applications), told from its first bytes
 * (never from the file name or the client's content type): png or jpeg, or null for anything else —
 * SVG, HTML and PDF included, so nothing a browser could run is ever stored as an image.
 */
export function sniffImage(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length === 0 || bytes.length > PROOF_MAX_BYTES) return null;
  // A PNG has its signature then an IHDR chunk; a JPEG starts with SOI + a marker and ends with EOI.
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG) && bytes.subarray(12, 16).toString('latin1') === 'IHDR') return 'image/png';
  if (bytes.length >= 4 && bytes.subarray(0, 3).equals(JPEG)) return 'image/jpeg';
  return null;
}
