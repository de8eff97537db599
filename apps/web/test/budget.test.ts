import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { homeInitialJs } from './initial-js.ts';

const BUDGET_BYTES = 170 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

describe('performance budget', () => {
  it('keeps the home route initial JavaScript within 170 KB gzip', () => {
    const { files, totalGzipBytes } = homeInitialJs(dist);
    const report = files
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((f) => `${(f.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${f.file}`)
      .join('\n');
    expect(totalGzipBytes, `initial JS is ${(totalGzipBytes / 1024).toFixed(1)} KB gzip:\n${report}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
