// CSRF guard for every write (POST, PUT, PATCH, DELETE), whatever its path: a request a browser
// marks as cross-site (Sec-Fetch-Site), or whose Origin is not this host, is refused with 403 before
// its body is read. It looks at no path at all: the router decodes paths ("/%61pi/logout" is
// "/api/logout"), so a check on the raw URL could be walked around (issue 13). Bodies must be JSON (415 otherwise, see app.ts), which a plain HTML form cannot
// send; the session cookie is SameSite=Lax on top.
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../shared/api/auth';
import { HttpError } from '../http-error';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when the request is a write that another site could have caused. */
export function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (!WRITE_METHODS.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false; // not a browser, or a same-origin GET-like request
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true; // "null" (sandboxed frames, file://) or garbage
  }
  return originHost.toLowerCase() !== request.host.toLowerCase();
}

/** onRequest hook: 403 JSON for a cross-site write. */
export async function csrfGuard(request: FastifyRequest): Promise<void> {
  if (isCrossSiteWrite(request)) throw new HttpError(403, AUTH_MESSAGES.crossSite);
}
