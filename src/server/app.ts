// buildApp(deps): the whole HTTP app (API + built client), testable with inject or a real port.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { createAuth, type Auth } from './auth/auth';
import { csrfGuard } from './auth/csrf';
import { createPasswords, type Argon2Cost } from './auth/passwords';
import type { DatabaseHandle } from './db/client';
import { createStoryGenerator } from './generator/llm-provider';
import { databaseErrorCode, errorBody, HttpError, isDatabaseUnavailable } from './http-error';
import { adminRoutes } from './routes/admin';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { capabilityRoutes } from './routes/capabilities';
import { categoryRoutes } from './routes/categories';
import type { RouteContext, StoryGenerator } from './routes/context';
import { gameRoutes } from './routes/games';
import { healthRoutes } from './routes/health';
import { gameInserter } from './services/games';
import { userRoutes } from './routes/users';
import { storyRoutes } from './routes/stories';

export const BODY_LIMIT_BYTES = 16 * 1024;
/** The whole request head must arrive within this; the whole request within REQUEST_TIMEOUT_MS. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * SQLSTATEs for values the database refuses, which can only come from bad input: invalid byte
 * sequence (e.g. 0x00), untranslatable character, and the out-of-range family (a date or number
 * beyond what a column holds). Answered 400, never 500.
 */
const INVALID_TEXT_CODES = new Set(['22021', '22P05']);
const OUT_OF_RANGE_CODES = new Set(['22003', '22007', '22008', '22009']);

export interface AppDeps {
  database: DatabaseHandle;
  /** Pino logger options, or false for none (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built client (index.html + assets/); omitted or missing → API only. */
  clientDir?: string;
  /** Honour X-Forwarded-For (only behind a reverse proxy you run). */
  trustProxy?: boolean;
  /** The clock, injectable for tests. */
  now?: () => Date;
  /** Game/analytics writes allowed per IP per minute. */
  writeRateLimitPerMinute?: number;
  /** Session cookie with Secure and the __Host- prefix (production); plain otherwise. */
  secureCookies?: boolean;
  /** Auth requests (register, login, recovery) allowed per IP per minute; 10 by default. */
  authRateLimitPerMinute?: number;
  /** Fake generations allowed per IP per minute. */
  generateRateLimitPerMinute?: number;
  /** The fake-entry generator; the offline one when omitted. */
  storyGenerator?: StoryGenerator;
  /**
   * How long a request head and a whole request may take (ms); HEADERS_TIMEOUT_MS and
   * REQUEST_TIMEOUT_MS when omitted. Tests shorten them to check the mechanism without waiting.
   */
  slowClientTimeouts?: { headersMs: number; requestMs: number };
  /**
   * argon2id's cost for new hashes; production's (ARGON2_COST) when omitted. Tests lower it: at
   * production cost, hashing was most of the account tests' time (issue 23).
   */
  argon2Cost?: Argon2Cost;
}

export interface App extends FastifyInstance {
  /** Sessions and role guards (`auth.requireAdmin` for admin-only routes). */
  auth: Auth;
  /** Marks the app as shutting down: /readyz and new requests answer 503 from now on. */
  beginShutdown(): void;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  // Security headers (helmet's, computed once: @fastify/helmet rebuilt them on every request, a
  // third of the cost of a small JSON answer).
  const headers = {
    ...securityHeaders(SECURITY_HEADER_OPTIONS),
    ...(deps.secureCookies ? { 'strict-transport-security': HSTS } : {}),
  };
  const app = Fastify({
    // Errors Fastify raises before routing (a path that is not valid percent-encoding, "%ff") get
    // the app's shape and headers too, not Fastify's own (issue 13).
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply)
        .code(status)
        .headers(headers)
        .send({
          message: error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid' : 'Bad request',
        });
    },
    logger: deps.logger ?? false,
    // Fastify's own two lines per request are replaced by the one line of the onResponse hook.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind the one reverse proxy an operator runs, the client is the address that proxy saw:
    // the last X-Forwarded-For entry. Earlier entries come from the client and could be forged
    // (they would dodge the per-IP limits), so only the nearest hop is trusted.
    trustProxy: deps.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // A stalled client (headers never finished, a body shorter than its Content-Length) is closed
    // within about 10-15 s, not after Node's 60 s and its 30 s check interval (issue 13).
    serverFactory: (handler) =>
      createServer(
        {
          headersTimeout: deps.slowClientTimeouts?.headersMs ?? HEADERS_TIMEOUT_MS,
          requestTimeout: deps.slowClientTimeouts?.requestMs ?? REQUEST_TIMEOUT_MS,
          connectionsCheckingInterval: 1_000,
        },
        handler,
      ),
  });

  let shuttingDown = false;
  const ctx: RouteContext = {
    db: () => deps.database.db,
    insertGame: gameInserter(deps.database),
    ping: () => deps.database.ping(),
    now: deps.now ?? (() => new Date()),
    isShuttingDown: () => shuttingDown,
    writeRateLimit: { max: deps.writeRateLimitPerMinute ?? 120, timeWindow: 60_000 },
    generateRateLimit: { max: deps.generateRateLimitPerMinute ?? 30, timeWindow: 60_000 },
    storyGenerator: deps.storyGenerator ?? createStoryGenerator({}),
    passwords: createPasswords(deps.argon2Cost),
  };

  const auth = createAuth(
    { ...ctx, database: deps.database },
    {
      secureCookies: deps.secureCookies ?? false,
      authRequestsPerMinute: deps.authRateLimitPerMinute,
    },
  );

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // Shutting down: a request arriving now gets a clean 503 and the connection closes, so callers
  // move to another instance before this one stops listening (src/server/server.ts). Requests
  // already in flight finish normally. /readyz answers its own 503.
  app.addHook('onRequest', (request, reply, done) => {
    if (!shuttingDown || request.url === '/readyz' || request.url === '/healthz') return done();
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send({ message: 'The server is restarting. Please try again shortly.' });
  });

  // CSRF: a cross-site write to /api is refused with 403 before anything else happens.
  app.addHook('onRequest', csrfGuard);

  // Only JSON bodies: a write in any other type is refused with 415 (also a CSRF guard: a plain
  // HTML form cannot send application/json).
  app.removeContentTypeParser(['text/plain']);

  // One JSON line per request: method, route pattern (never the raw URL), status, duration.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.message, error.field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientErrorMessage(error, status) });
    }
    // Text PostgreSQL cannot store (a NUL byte, invalid UTF-8) is bad input, not a server fault.
    if (INVALID_TEXT_CODES.has(databaseErrorCode(error) ?? '')) {
      return reply.code(400).send({ message: 'Text contains characters that are not allowed' });
    }
    if (OUT_OF_RANGE_CODES.has(databaseErrorCode(error) ?? '')) {
      return reply.code(400).send({ message: 'A value is out of the range allowed' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: (error as { code?: string }).code }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: 'The database is unavailable. Please try again shortly.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });

  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });

  await app.register(healthRoutes(ctx));
  await app.register(gameRoutes(ctx));
  await app.register(analyticsRoutes(ctx));
  await app.register(authRoutes(ctx, auth));
  await app.register(userRoutes(ctx, auth));
  await app.register(categoryRoutes(ctx, auth));
  await app.register(storyRoutes(ctx));
  await app.register(capabilityRoutes(ctx));
  await app.register(adminRoutes(ctx, auth));

  const indexHtml = await registerClient(app, deps.clientDir);
  if (indexHtml) {
    app.get('/', (_request, reply) => sendPage(reply, indexHtml));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // a missing file (a path with an extension) is a 404, not the app's page
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (indexHtml && wantsPage && !isFile && !path.startsWith('/api/') && path !== '/api') {
      // Client-side routes: the client shows its own not-found screen for unknown paths.
      return sendPage(reply, indexHtml);
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${path.slice(0, 200)}` });
  });

  const instance = app as unknown as App;
  instance.auth = auth;
  instance.beginShutdown = () => {
    shuttingDown = true;
  };
  return instance;
}

// What helmet sets on every answer: a strict CSP for the built client, no HSTS (LAN play is http).
const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // Players on a LAN use plain http://192.168.x.x; upgrading would break every request.
      upgradeInsecureRequests: null,
    },
  },
  // Sent only with secure cookies (HTTPS): HSTS below, added in buildApp.
  strictTransportSecurity: false,
};

/** HSTS for an app served over HTTPS (COOKIE_SECURE): one year, subdomains included (issue 13). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers helmet's middleware would set, captured once from a stand-in response. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

function sendPage(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

/** Serves the built client when it exists; returns index.html's text for client-side routes. */
async function registerClient(
  app: FastifyInstance,
  clientDir: string | undefined,
): Promise<string | undefined> {
  if (!clientDir) return undefined;
  const root = resolve(clientDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  await app.register(fastifyStatic, {
    root,
    index: false,
    // Source maps stay on the server's disk for its operators; they are not served (issue 13).
    allowedPath: (pathName: string) => !pathName.endsWith('.map'),
    // The build writes .br/.gz beside each text file (vite.config.ts): sent to browsers that take them.
    preCompressed: true,
    // Vite names files under assets/ by content hash: they can be cached for a year.
    setHeaders(reply, filePath) {
      const immutable = filePath.startsWith(join(root, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return readFileSync(indexPath, 'utf8');
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `Request body is too large (limit ${BODY_LIMIT_BYTES / 1024} KB)`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Content-Type must be application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Content-Length does not match the body';
  }
  if (status === 400 && (error.name === 'SyntaxError' || /JSON/i.test(error.message))) {
    return 'Request body is not valid JSON';
  }
  return error.message || 'Bad request';
}
