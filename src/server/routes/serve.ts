// Registers the route of a shared endpoint definition (src/shared/api, decision 015): its method and
// path, and its body parsed by its request schema (bad input → 400 `{ message, field }`,
// validation.ts) before the handler runs. Options (hooks, rate limits) are passed through unchanged.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { Endpoint, PathParams, RequestOutput } from '../../shared/api/endpoint';
import { parseOrThrow } from '../validation';

interface EndpointRoute<E extends Endpoint> extends RouteGenericInterface {
  Params: PathParams<E['path']>;
}

export type EndpointRequest<E extends Endpoint> = FastifyRequest<EndpointRoute<E>>;

export type EndpointHandler<E extends Endpoint> = (
  body: RequestOutput<E>,
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<unknown>;

export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteShorthandOptions,
  handler: EndpointHandler<E>,
): void {
  const { request: schema } = endpoint;
  app.route<EndpointRoute<E>>({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    handler: (request, reply) =>
      handler(
        (schema === undefined ? undefined : parseOrThrow(schema, request.body)) as RequestOutput<E>,
        request,
        reply,
      ),
  });
}
