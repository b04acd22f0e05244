// Parses a request part with its shared schema; bad input becomes a 400 naming the field and why.
import * as z from 'zod/mini';
import { HttpError } from './http-error';

// zod/mini ships no messages by default; the server wants readable ones.
z.config(z.locales.en());

export function formatIssues(error: z.core.$ZodError, part = 'body'): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${part}`;
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
  return `${field}: ${issue.message}`;
}

export function parseOrThrow<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  part = 'body',
): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, formatIssues(result.error, part));
  return result.data;
}
