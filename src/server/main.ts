// Process entry: env → db → migrate → listen; graceful shutdown on SIGTERM/SIGINT.
import { parseEnv } from './env';
import { startServer } from './server';

async function main(): Promise<void> {
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    console.error(parsed.message);
    process.exit(2);
  }
  const env = parsed.env;
  const logger = { level: env.LOG_LEVEL };
  const server = await startServer(env, logger);
  const log = server.app.log;
  log.info(
    { database: server.database.kind, url: server.url },
    `Fakeout is ready at ${server.url.replace('127.0.0.1', 'localhost')}`,
  );

  const shutdown = (signal: NodeJS.Signals) => {
    log.info({ signal }, 'shutting down');
    server.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  console.error('Fakeout could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
