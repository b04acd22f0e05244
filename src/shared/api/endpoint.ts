// One definition per API call (decision 015): its method, path, request schema and response schema,
// and the shape of its error answers (`ErrorOf`: a refused field travels as data, decision 019).
// The server registers its route from it (src/server/routes/serve.ts) and the client calls it
// (src/client/lib/api.ts `call`), so a path is written once and both sides use the same schemas.
// Types only from zod here: the client's API module imports this file and must stay free of zod.
import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Req extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: M;
  /** Fastify's syntax: `:name` is a path parameter. */
  readonly path: P;
  /** The JSON body's schema; undefined for a call without a body (the server reads none). */
  readonly request: Req;
  /** The OK answer's schema (`NoContent` for a 204). */
  readonly response: Res;
}

/** Defines an API call; `request` is left out for a call without a body. */
export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  Res extends z.ZodMiniType,
  Req extends z.ZodMiniType | undefined = undefined,
>(definition: { method: M; path: P; request?: Req; response: Res }): Endpoint<M, P, Req, Res> {
  return Object.freeze({ ...definition, request: definition.request as Req });
}

/** A top-level field of an endpoint's request body: what its field errors can name. */
export type FieldName<E extends Endpoint> = E['request'] extends z.ZodMiniType
  ? Extract<keyof z.input<E['request']>, string>
  : never;

/**
 * Every error answer of the API, with its HTTP status: `message` is the text to show (SPEC §8's
 * where the SPEC has one) and, when one field of the request body was refused, `field` names it as
 * data, never inside the text: `{ "message": "Password must be at least 6 characters long",
 * "field": "password" }`. Nothing else is in the body (`ErrorResponse` in common.ts checks it).
 */
export interface ErrorBody<Field extends string = string> {
  message: string;
  field?: Field;
}

/** The error answer of one endpoint: its field errors name fields of its own request body. */
export type ErrorOf<E extends Endpoint> = ErrorBody<FieldName<E>>;

/** The `:name` parameters of a path, as an object of strings. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** The body a handler receives, once parsed by the request schema. */
export type RequestOutput<E extends Endpoint> = E['request'] extends z.ZodMiniType
  ? z.output<E['request']>
  : undefined;

/** The OK answer, as parsed by the response schema. */
export type ResponseOutput<E extends Endpoint> = z.output<E['response']>;

/** What a call takes after the endpoint: its body (if it has one), then its path parameters (if any). */
export type CallArgs<E extends Endpoint> = [
  ...(E['request'] extends z.ZodMiniType ? [body: z.input<E['request']>] : []),
  ...(keyof PathParams<E['path']> extends never ? [] : [params: PathParams<E['path']>]),
];

/** The path with each `:name` replaced by its parameter, percent-encoded. */
export function pathOf(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
