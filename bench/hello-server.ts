// The React 19 hello world (bench/hello-world), built by Vite and served the way the app serves its
// files (src/server/app.ts registerClient): Fastify with @fastify/static, precompressed .br and .gz
// beside every text file of 1 KB or more (as vite.config.ts writes them for the app), a year's
// cache for the hashed assets, no-cache for the page. The floor the home screen is measured
// against (issue 22): the same server, the same compression, only the page differs.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { buildHelloWorld } from './home-bundle';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/** Writes .br and .gz beside each text file of `dir`, as the app's build does. */
export function precompress(dir: string): void {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  for (const file of files) {
    const path = join(dir, file);
    const content = readFileSync(path);
    if (content.length < 1024) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  }
}

export interface HelloServer {
  url: string;
  close: () => Promise<void>;
}

/** Builds the hello world into `dir` and serves it on a free port of 127.0.0.1. */
export async function startHelloServer(dir: string): Promise<HelloServer> {
  await buildHelloWorld(dir);
  precompress(dir);
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: dir,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.startsWith(join(dir, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/`, close: () => app.close() };
}
