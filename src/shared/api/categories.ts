// Issue 24: a signed-in user's own categories, kept on the account (at most 50) beside the device's
// copy (decision 021). GET lists them; POST creates one with the id the device made for it; PATCH
// changes its name, description or type; DELETE removes it. Another user's category answers 404,
// like one that does not exist; signed out, 401.
import * as z from 'zod/mini';
import {
  CUSTOM_DESCRIPTION_MAX,
  CUSTOM_NAME_MAX,
  CustomCategorySchema,
  isCustomCategoryId,
  MAX_CUSTOM_CATEGORIES,
} from '../../engine/custom-categories';
import { CONTENT_TYPES } from '../../engine/categories';
import { NoContent } from './common';
import { endpoint } from './endpoint';

const oneLine = (text: string): boolean => !/[\r\n]/.test(text);

const name = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please give the category a name.'),
    z.maxLength(CUSTOM_NAME_MAX, `Names can be at most ${CUSTOM_NAME_MAX} characters.`),
    z.refine(oneLine, 'Please keep the name to one line.'),
  );
const description = z
  .string()
  .check(
    z.trim(),
    z.maxLength(
      CUSTOM_DESCRIPTION_MAX,
      `Descriptions can be at most ${CUSTOM_DESCRIPTION_MAX} characters.`,
    ),
    z.refine(oneLine, 'Please keep the description to one line.'),
  );
const type = z.enum(CONTENT_TYPES, 'Choose story or statement.');
const id = z
  .string()
  .check(
    z.refine(isCustomCategoryId, 'Must be "custom-" and 6 to 24 lower-case letters or digits.'),
  );

/** One category as the account keeps it (the same shape as the device's and a game's). */
export const CustomCategoryResponse = CustomCategorySchema;

export const CustomCategoryList = z.object({
  categories: z.array(CustomCategorySchema).check(z.maxLength(MAX_CUSTOM_CATEGORIES)),
});
export type CustomCategoryList = z.infer<typeof CustomCategoryList>;

export const CreateCustomCategoryRequest = z.strictObject({
  id,
  name,
  description: z._default(description, ''),
  type,
});
export type CreateCustomCategoryRequest = z.input<typeof CreateCustomCategoryRequest>;

export const UpdateCustomCategoryRequest = z.strictObject({
  name: z.optional(name),
  description: z.optional(description),
  type: z.optional(type),
});
export type UpdateCustomCategoryRequest = z.input<typeof UpdateCustomCategoryRequest>;

export const listCustomCategories = endpoint({
  method: 'GET',
  path: '/api/user/categories',
  response: CustomCategoryList,
});

/** 201 with the category; 409 when the account already has 50, or one with this id. */
export const createCustomCategory = endpoint({
  method: 'POST',
  path: '/api/user/categories',
  request: CreateCustomCategoryRequest,
  response: CustomCategoryResponse,
});

export const updateCustomCategory = endpoint({
  method: 'PATCH',
  path: '/api/user/categories/:id',
  request: UpdateCustomCategoryRequest,
  response: CustomCategoryResponse,
});

/** 204; 404 for an id this account does not have (another user's included). */
export const deleteCustomCategory = endpoint({
  method: 'DELETE',
  path: '/api/user/categories/:id',
  response: NoContent,
});

export const CUSTOM_CATEGORY_API_MESSAGES = {
  notFound: 'No such category',
  tooMany: `You can keep at most ${MAX_CUSTOM_CATEGORIES} categories on your account.`,
  duplicate: 'This category is already on your account.',
} as const;
