import { describe, expect, it } from 'vitest';
import { CUSTOM_CATEGORY_MESSAGES, customCategoryProblem } from './category-safety';

describe('customCategoryProblem (issue 24)', () => {
  it('lets an everyday name and description through for every age range', () => {
    for (const age of ['teens', 'young-adults', 'adults', 'mature-adults'] as const)
      expect(
        customCategoryProblem({ name: 'Kitchen Fails', description: 'Burnt toast.' }, age),
      ).toBe(null);
  });

  it('refuses the teen denylist for teens only, naming the field', () => {
    const text = { name: 'Beer Stories', description: '' };
    expect(customCategoryProblem(text, 'teens')).toEqual({
      field: 'name',
      message: CUSTOM_CATEGORY_MESSAGES.nameDenied,
    });
    expect(customCategoryProblem(text, 'adults')).toBe(null);
    expect(
      customCategoryProblem({ name: 'Parties', description: 'When you got drunk' }, 'teens'),
    ).toEqual({ field: 'description', message: CUSTOM_CATEGORY_MESSAGES.descriptionDenied });
  });

  it("refuses the prompt's delimiters in either field", () => {
    expect(customCategoryProblem({ name: 'a >>> b' }, 'adults')?.field).toBe('name');
    expect(customCategoryProblem({ name: 'ok', description: '<<<x' }, 'adults')?.field).toBe(
      'description',
    );
  });
});
