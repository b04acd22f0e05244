// Issue 24: GET, POST /api/user/categories and PATCH, DELETE /api/user/categories/:id — a signed-in
// user's own categories (401 signed out; another user's id is 404, like an unknown one). Parse with
// the shared contract → service → reply.
import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../shared/api/categories';
import type { Auth } from '../auth/auth';
import { HttpError } from '../http-error';
import {
  createCustomCategory,
  deleteCustomCategory,
  listCustomCategories,
  updateCustomCategory,
} from '../services/custom-categories';
import type { RouteContext } from './context';
import { serve } from './serve';

export const categoryRoutes =
  (ctx: RouteContext, auth: Auth): FastifyPluginAsync =>
  async (app) => {
    const guarded = { preHandler: auth.requireUser };
    const notFound = () => new HttpError(404, api.CUSTOM_CATEGORY_API_MESSAGES.notFound);

    serve(app, api.listCustomCategories, guarded, async (_body, request, reply) => {
      const categories = await listCustomCategories(ctx.db(), auth.userOf(request).id);
      return reply
        .header('cache-control', 'no-store')
        .send(api.listCustomCategories.response.parse({ categories }));
    });

    serve(
      app,
      api.createCustomCategory,
      { ...guarded, config: { rateLimit: ctx.writeRateLimit } },
      async (input, request, reply) => {
        const created = await createCustomCategory(
          ctx.db(),
          auth.userOf(request),
          input,
          ctx.now(),
        );
        return reply.code(201).send(api.createCustomCategory.response.parse(created));
      },
    );

    serve(
      app,
      api.updateCustomCategory,
      { ...guarded, config: { rateLimit: ctx.writeRateLimit } },
      async (input, request) => {
        const updated = await updateCustomCategory(
          ctx.db(),
          auth.userOf(request),
          request.params.id,
          input,
          ctx.now(),
        );
        if (!updated) throw notFound();
        return api.updateCustomCategory.response.parse(updated);
      },
    );

    serve(
      app,
      api.deleteCustomCategory,
      { ...guarded, config: { rateLimit: ctx.writeRateLimit } },
      async (_body, request, reply) => {
        const deleted = await deleteCustomCategory(
          ctx.db(),
          auth.userOf(request).id,
          request.params.id,
        );
        if (!deleted) throw notFound();
        return reply.code(204).send();
      },
    );
  };
