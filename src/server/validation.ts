// Parses a request body with its shared schema; bad input becomes a 400 whose message says why and
// whose `field` names the top-level field refused (none when the body as a whole is wrong: not an
// object, an unknown key, a rule across fields). The field is data, never part of the text.
import * as z from 'zod/mini';
import { HttpError } from './http-error';

// zod/mini ships no messages by default; the server wants readable ones.
z.config(z.locales.en());

/** The 400 of a body its schema refused: the first issue's reason, and the field it is about. */
export function validationError(error: z.core.$ZodError): HttpError {
  const issue = error.issues[0];
  if (!issue) return new HttpError(400, 'Invalid body');
  const [field] = issue.path;
  return new HttpError(400, issue.message, {}, typeof field === 'string' ? field : undefined);
}

export function parseOrThrow<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
