// The auth toolkit routes use: the session cookie, the current user, the per-IP auth-request limit
// and the role guards (`requireUser`, `requireAdmin`) that protect routes on the server.
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { AUTH_MESSAGES } from '../../shared/api/auth';
import type { Database, DatabaseHandle } from '../db/client';
import { HttpError } from '../http-error';
import { sessionCookie, type SessionCookie } from './cookies';
import { deviceCookie, type DeviceCookie } from './devices';
import { countAuthRequest, DEFAULT_AUTH_REQUESTS_PER_MINUTE } from './limits';
import { createSession, deleteSession, sessionUserLookup, type SessionUser } from './sessions';

export interface AuthOptions {
  /** Secure cookie with the __Host- prefix (production over HTTPS). */
  secureCookies: boolean;
  /** Auth requests allowed per IP per minute. */
  authRequestsPerMinute?: number;
}

export interface Auth {
  readonly cookie: SessionCookie;
  /** The device cookie of decision 010 (known devices pass the account-wide login limit). */
  readonly device: DeviceCookie;
  /** onRequest hook of the auth routes: counts the request against the per-IP limit (429). */
  readonly limitAuthRequests: onRequestHookHandler;
  /** preHandler: 401 unless signed in. */
  readonly requireUser: preHandlerHookHandler;
  /** preHandler: 401 unless signed in, 403 unless the user is an admin (SPEC §6). */
  readonly requireAdmin: preHandlerHookHandler;
  /** The signed-in user of the request (looked up once per request), or undefined. */
  currentUser(request: FastifyRequest): Promise<SessionUser | undefined>;
  /** The user a requireUser/requireAdmin guard let through. */
  userOf(request: FastifyRequest): SessionUser;
  /** Ends any session the request had, starts a fresh one and sets its cookie. */
  signIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
  /** Ends the request's session on the server and clears the cookie. */
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function createAuth(
  ctx: { db(): Database; now(): Date; database: Pick<DatabaseHandle, 'prepared'> },
  options: AuthOptions,
): Auth {
  const cookie = sessionCookie(options.secureCookies);
  const maxRequests = options.authRequestsPerMinute ?? DEFAULT_AUTH_REQUESTS_PER_MINUTE;
  const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | undefined>>();
  const lookUp = sessionUserLookup(ctx.database, () => ctx.now());

  const currentUser = (request: FastifyRequest) => {
    let pending = resolved.get(request);
    if (!pending) {
      const token = cookie.read(request);
      pending = token ? lookUp(token) : Promise.resolve(undefined);
      resolved.set(request, pending);
    }
    return pending;
  };

  const signedIn = new WeakMap<FastifyRequest, SessionUser>();

  const ensureUser = async (request: FastifyRequest): Promise<SessionUser> => {
    const user = await currentUser(request);
    if (!user) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn);
    signedIn.set(request, user);
    return user;
  };

  return {
    cookie,
    device: deviceCookie(options.secureCookies),
    limitAuthRequests: async (request) => {
      await countAuthRequest(ctx.db(), request.ip, maxRequests, ctx.now());
    },
    requireUser: async (request) => {
      await ensureUser(request);
    },
    requireAdmin: async (request) => {
      const user = await ensureUser(request);
      if (!user.isAdmin) throw new HttpError(403, AUTH_MESSAGES.notAdmin);
    },
    currentUser,
    userOf(request) {
      const user = signedIn.get(request);
      if (!user) throw new Error('userOf() needs the requireUser or requireAdmin guard');
      return user;
    },
    async signIn(request, reply, userId) {
      // Always a fresh session: whatever session the browser had before ends here.
      const previous = cookie.read(request);
      if (previous) await deleteSession(ctx.db(), previous);
      const { token } = await createSession(ctx.db(), userId, ctx.now());
      cookie.set(reply, token);
    },
    async signOut(request, reply) {
      const token = cookie.read(request);
      if (token) await deleteSession(ctx.db(), token);
      cookie.clear(reply);
    },
  };
}
