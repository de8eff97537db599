import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** sha256 sources for every inline <script> of the built index.html (the theme bootstrap that avoids a flash). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = m[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

function origins(urls: readonly string[]): string[] {
  const out = new Set<string>();
  for (const url of urls) {
    try {
      const u = new URL(url);
      if (u.protocol === 'https:' || u.protocol === 'http:') out.add(u.origin);
    } catch {
      // relative paths are same-origin already
    }
  }
  return [...out];
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Set by the member site's page (plugins/web.ts) when it stamped its <style> elements and the
     * csp-nonce meta with it: the page's styles are then allowed by this nonce, not by 'unsafe-inline'.
     */
    pageStyleNonce: string | null;
  }
}

/**
 * Security headers from helmet, and a Content-Security-Policy on documents
 * that the app works under: scripts only from this origin plus the hashed
 * inline theme bootstrap; images and game frames also from the operator's
 * CDN hosts, which are read from the site settings at request time.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      hsts: app.config.hsts ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    });
    const indexFile = path.join(app.config.webDist, 'index.html');
    const scriptHashes = fs.existsSync(indexFile) ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) : [];

    app.decorateReply('pageStyleNonce', null);
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.startsWith('text/html')) return payload;
      const cdn = await app.site.cdnOrigins();
      // The brand's logo (site settings) may live on its own host.
      const logo = (await app.site.current()).brand.logoUrl;
      const directives = [
        "default-src 'self'",
        `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
        // The member site's inline and injected <style> elements (the boot screen; Radix's scroll lock, which
        // reads the nonce from the page's meta) carry a per-response nonce. Other documents (the
        // "not built" notice, the fallback page without boot data, the console) keep 'unsafe-inline'.
        reply.pageStyleNonce ? `style-src 'self' 'nonce-${reply.pageStyleNonce}'` : "style-src 'self' 'unsafe-inline'",
        `img-src 'self' data: blob: ${origins([...cdn.imageCDNs, ...(logo ? [logo] : [])]).join(' ')}`.trim(),
        "font-src 'self' data:",
        "connect-src 'self'",
        `frame-src 'self' ${origins(cdn.launchGameCDNs).join(' ')}`.trim(),
        "frame-ancestors 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "worker-src 'self' blob:",
        "manifest-src 'self'",
      ];
      if (app.config.hsts) directives.push('upgrade-insecure-requests');
      reply.header('content-security-policy', directives.join('; '));
      return payload;
    });
  },
  { name: 'security', dependencies: ['site'] },
);
