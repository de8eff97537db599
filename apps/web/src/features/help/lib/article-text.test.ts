import { describe, expect, it } from 'vitest';
import { textBlocks } from './article-text.ts';

describe('help article text for search', () => {
  it('splits an article into its paragraphs, list items and headings, without markup or entities', () => {
    const html = '<h3>Deposits</h3><p>Open the <b>member centre</b> &amp; choose Deposit.</p><ul><li><p>Bank transfer</p></li><li>QR   code</li></ul>';
    expect(textBlocks(html)).toEqual(['Deposits', 'Open the member centre & choose Deposit.', 'Bank transfer', 'QR code']);
  });

  it('reads text that is in no block, and nothing from an empty article', () => {
    expect(textBlocks('Plain <i>words</i>')).toEqual(['Plain words']);
    expect(textBlocks('')).toEqual([]);
  });
});
