// GET /api/capabilities (issue 24, beyond the SPEC): what this server can do that a client plans a
// game around. `customCategoryFakes`: an LLM is configured, so POST /api/generate-story makes fakes
// for custom categories (without one, a custom-category round is played as "the faker writes the
// lie"). Cheap (no database) and cacheable for CAPABILITIES_MAX_AGE_S.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/** How long a client (or a cache between) may keep the answer: it changes only with a restart. */
export const CAPABILITIES_MAX_AGE_S = 60;

export const CapabilitiesResponse = z.object({ customCategoryFakes: z.boolean() });
export type CapabilitiesResponse = z.infer<typeof CapabilitiesResponse>;

export const capabilities = endpoint({
  method: 'GET',
  path: '/api/capabilities',
  response: CapabilitiesResponse,
});
