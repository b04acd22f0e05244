// The session cookie: HttpOnly, SameSite=Lax, Path=/, 30 days; Secure with the __Host- prefix when
// cookies are secure (production), so no subdomain or plain-http page can set or read it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from './sessions';

export const SESSION_COOKIE = 'fakeout_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export interface SessionCookie {
  readonly name: string;
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

export function sessionCookie(secure: boolean): SessionCookie {
  const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const options = { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;
  return {
    name,
    read(request) {
      const value = request.cookies[name];
      // A well-formed token is 43 base64url characters; anything else is not worth a lookup.
      return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    },
    set(reply, token) {
      reply.setCookie(name, token, { ...options, maxAge: SESSION_TTL_MS / 1000 });
    },
    clear(reply) {
      reply.clearCookie(name, options);
    },
  };
}
