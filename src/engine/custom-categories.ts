export const CUSTOM_CATEGORY_PREFIX = 'custom-';
export function isCustomCategoryId(id: string): boolean {
  return /^custom-[a-z0-9]{6,24}$/.test(id);
}
