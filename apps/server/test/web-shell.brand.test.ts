import { BRAND_STYLE_ID, brandColoursCss } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../src/plugins/web-shell.ts';

/** The brand's logo and colours in the page before any JavaScript runs (no colour flash, no header shift). */
const TEMPLATE = `<html><head><style>.a{}</style></head><body><span class="shell-brand">
            <svg viewBox="0 0 32 32"><path d="M1 1" /></svg>
            <b><!--shell:brand--></b></span></body></html>`;

describe('brand colours and logo in the boot page', () => {
  it('writes the colours as token overrides for both themes, with the page nonce', () => {
    const html = renderShell(TEMPLATE, { page: 'other', colours: { primary: '#0f766e', accent: '#be123c' }, nonce: 'abc123' });
    const style = html.match(new RegExp(`<style nonce="abc123" id="${BRAND_STYLE_ID}">([^<]*)</style>`));
    expect(style?.[1]).toContain('html:root{--c-primary:#0f766e;');
    expect(style?.[1]).toContain("html:root[data-theme='dark']{");
    expect(style?.[1]).toContain('--c-accent:#be123c');
  });

  it('replaces the lotus mark with the logo in the same 32 px box', () => {
    const html = renderShell(TEMPLATE, { page: 'other', brandName: 'Acme', logoUrl: 'https://cdn.example.com/logo.png' });
    expect(html).toContain('<img src="https://cdn.example.com/logo.png" alt="" width="32" height="32">');
    expect(html).not.toContain('<svg');
  });

  it('keeps the site’s own look without settings, and refuses odd values', () => {
    expect(renderShell(TEMPLATE, { page: 'other' })).toBe(TEMPLATE);
    expect(renderShell(TEMPLATE, { page: 'other', logoUrl: 'javascript:alert(1)' })).toContain('<svg');
    expect(brandColoursCss({ primary: 'red;}body{display:none', accent: '#000000' })).toBe('');
  });

  it('lightens a dark brand colour in the dark theme and picks legible button text', () => {
    const css = brandColoursCss({ primary: '#1e1b4b', accent: '#fde047' });
    expect(css).toMatch(/html:root\{--c-primary:#1e1b4b;[^}]*--c-primary-contrast:#ffffff;[^}]*--c-accent-contrast:#14120e/);
    expect(css).toContain("html:root[data-theme='dark']{--c-primary:color-mix(in oklab, #1e1b4b 65%, white)");
  });
});
