import type { Banner } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { jsonForScript, renderShell } from './web-shell.ts';

const template =
  '<div id="boot-loader" data-page="boot"><b><!--shell:brand--></b><div class="shell-banner"><!--shell:banner--></div></div><!--shell:data--><div id="root"></div>';
const banner = (over: Partial<Banner> = {}): Banner => ({ id: 1, title: 'Welcome', imageUrl: '/banners/a.svg', linkUrl: null, linkageType: 'NONE', ...over });

describe('renderShell', () => {
  it('escapes the brand name and the banner title', () => {
    const html = renderShell(template, { page: 'home', brandName: '<b>Lotus & "Co"', firstBanner: banner({ title: '<img src=x onerror=alert(1)>' }) });
    expect(html).toContain('<b>&lt;b&gt;Lotus &amp; &quot;Co&quot;</b>');
    expect(html).toContain('<span>&lt;img src=x onerror=alert(1)&gt;</span>');
    expect(html).not.toContain('<img src=x');
  });

  it('keeps "$" patterns in the data literal', () => {
    const html = renderShell(template, { page: 'other', brandName: "$' $& Play", data: { homeBanners: { list: [banner({ title: "$'" })] } } });
    expect(html).toContain("<b>$&#39; $&amp; Play</b>");
    expect(html).toContain('"title":"$\'"');
  });

  it('cannot be closed early by "</script>" or a comment in the data', () => {
    const json = jsonForScript({ title: '</script><script>alert(1)</script><!--' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!--' });
  });

  it('draws no image for a URL that is not this site or http(s)', () => {
    const html = renderShell(template, { page: 'home', firstBanner: banner({ imageUrl: 'javascript:alert(1)' }) });
    expect(html).toContain('data-page="home"');
    expect(html).not.toContain('<img');
    expect(renderShell(template, { page: 'home', firstBanner: banner({ imageUrl: '//evil.example/a.png' }) })).not.toContain('<img');
  });

  it('leaves the spinner page alone for other pages', () => {
    expect(renderShell(template, { page: 'other' })).toBe(template);
  });
});
