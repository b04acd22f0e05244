import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server (src/server) listens here in development; Vite proxies to it so the browser sees
// one origin and the session cookie just works.
const apiServer = 'http://127.0.0.1:3000';
const proxy = { '/api': apiServer, '/healthz': apiServer, '/readyz': apiServer };

/** Every file of a finished build (relative, '/'-separated), sorted. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

const COMPRESSED = /\.(br|gz)$/;
const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json|txt)$/;

/**
 * After the build:
 * - writes <outDir>/sw.js: src/client/service-worker/sw.ts bundled with the list of every file of
 *   the build (app shell, every screen's chunk, styles, icons, manifest; not source maps) and a
 *   version hashed from their contents, so any change to the build is a new worker;
 * - writes .br and .gz beside every text file, which the server sends to browsers that take them.
 */
function serviceWorkerAndCompression(): Plugin {
  let outDir = '';
  return {
    name: 'fakeout-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesIn(outDir).filter(
        (file) => !file.endsWith('.map') && !COMPRESSED.test(file) && file !== 'sw.js',
      );
      const hash = createHash('sha256');
      for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(outDir, file)));
      const result = await esbuild({
        entryPoints: ['src/client/service-worker/sw.ts'],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        legalComments: 'none',
        define: {
          __PRECACHE_MANIFEST__: JSON.stringify(files.map((file) => `/${file}`)),
          __PRECACHE_VERSION__: JSON.stringify(hash.digest('hex').slice(0, 16)),
        },
      });
      writeFileSync(join(outDir, 'sw.js'), result.outputFiles[0]!.contents);

      for (const file of [...files, 'sw.js'].filter((f) => COMPRESSIBLE.test(f))) {
        const path = join(outDir, file);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        const br = brotliCompressSync(content, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        writeFileSync(`${path}.br`, br);
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorkerAndCompression()],
  root: '.',
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // written for operators (stack traces), not linked from the files nor served (issue 13)
    sourcemap: 'hidden',
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
