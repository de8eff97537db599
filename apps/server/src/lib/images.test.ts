import { describe, expect, it } from 'vitest';
import { sniffImage } from './images.ts';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(17)]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

describe('proof image sniffing', () => {
  it('recognises png and jpeg by their bytes', () => {
    expect(sniffImage(png)).toBe('image/png');
    expect(sniffImage(jpeg)).toBe('image/jpeg');
  });
  it('refuses other content whatever it is called', () => {
    expect(sniffImage(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
    // a png signature without its header chunk is not an image
    expect(sniffImage(png.subarray(0, 10))).toBeNull();
  });
  it('refuses images over 5 MB', () => {
    expect(sniffImage(Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]))).toBeNull();
  });
});
