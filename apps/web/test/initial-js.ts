import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The JavaScript a visitor downloads before the home route can render: the
 * entry chunk, the home route module, and every chunk they import statically
 * (lazy imports excluded), measured gzip-compressed at level 9.
 */
export function homeInitialJs(distDir: string) {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const home = Object.keys(manifest).find((k) => k.endsWith('features/home/routes/home.tsx'));
  if (!entry || !home) throw new Error('manifest has no entry or no home route chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(entry);
  visit(home);
  const files = [...seen].map((k) => {
    const file = (manifest[k] as ManifestChunk).file;
    return { file, gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length };
  });
  return { files, totalGzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0) };
}
