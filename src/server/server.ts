// Starts and stops a server from a validated environment. main.ts wires it to the process.
import net from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { buildApp, type App } from './app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createStoryGenerator } from './generator/llm-provider';
import { secureCookies, type Env } from './env';

export const SHUTDOWN_GRACE_MS = 10_000;
/** After the listener closed: how long just-accepted connections get to send their request. */
const ACCEPT_SETTLE_MS = 250;
/** How long a stopping server answers 503 before it stops listening (SHUTDOWN_DRAIN_MS). */
export const SHUTDOWN_DRAIN_MS = 1_000;

export interface RunningServer {
  app: App;
  database: DatabaseHandle;
  /** The http address the server listens on. */
  url: string;
  /** Stops accepting, lets in-flight requests finish (at most SHUTDOWN_GRACE_MS), closes the db. */
  stop(): Promise<void>;
}

export async function startServer(
  env: Env,
  logger: FastifyServerOptions['logger'],
): Promise<RunningServer> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  try {
    await database.migrate();
    // The generator reports LLM failures and breaker changes (never story text) to the app's log.
    const generatorLog: { write?: (message: string) => void } = {};
    const app = await buildApp({
      database,
      logger,
      clientDir: env.CLIENT_DIR,
      trustProxy: env.TRUST_PROXY,
      secureCookies: secureCookies(env),
      authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
      storyGenerator: createStoryGenerator({
        llm:
          env.LLM_BASE_URL && env.LLM_MODEL
            ? { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY }
            : undefined,
        log: (message) => generatorLog.write?.(message),
      }),
    });
    generatorLog.write = (message) => app.log.warn({ component: 'generator' }, message);
    const url = await app.listen({ port: env.PORT, host: env.HOST });
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        // 1. Drain: /readyz and new requests answer 503 (connection: close) while the listener
        //    is still open, so a load balancer or client moves away instead of meeting resets.
        app.beginShutdown();
        await new Promise((resolveDrain) => setTimeout(resolveDrain, SHUTDOWN_DRAIN_MS));
        // 2. Stop accepting.
        // Stop accepting first, without Node's http close(), which would also drop connections
        // accepted a moment ago whose request has not arrived yet (they count as idle). Give
        // those a moment to send it; then close() answers them and ends idle keep-alives.
        if (app.server.listening) net.Server.prototype.close.call(app.server);
        await new Promise((resolveSettle) => setTimeout(resolveSettle, ACCEPT_SETTLE_MS));
        let timer: NodeJS.Timeout | undefined;
        const grace = new Promise<void>((resolveGrace) => {
          timer = setTimeout(() => {
            app.server.closeAllConnections();
            resolveGrace();
          }, SHUTDOWN_GRACE_MS);
        });
        await Promise.race([app.close(), grace]);
        clearTimeout(timer);
        await database.close();
      })();
      return stopping;
    };
    return { app, database, url, stop };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
