import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_CUSTOM_CATEGORIES } from '../../../engine';
import {
  parseDeviceCategories,
  readDeviceCategories,
  writeDeviceCategories,
} from './custom-categories-storage';

const quiz = {
  id: 'custom-quiz01',
  name: 'Pub Quiz Confessions',
  description: 'A question you got wrong in public.',
  type: 'statement',
} as const;
const stored = (value: unknown) => JSON.stringify(value);

describe('the device list of custom categories (fakeoutCustomCategories)', () => {
  beforeEach(() => localStorage.clear());

  it('is empty when nothing is stored', () => {
    expect(readDeviceCategories()).toEqual({ categories: [], unsynced: [], deleted: [] });
  });

  it('keeps what it saved across a reload, under a versioned key', () => {
    writeDeviceCategories({ categories: [quiz], unsynced: [quiz.id], deleted: [] });
    expect(JSON.parse(localStorage.getItem('fakeoutCustomCategories') ?? '')).toMatchObject({
      version: 1,
    });
    expect(readDeviceCategories()).toEqual({
      categories: [quiz],
      unsynced: [quiz.id],
      deleted: [],
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['a newer version', stored({ version: 2, categories: [quiz] })],
    ['no version', stored({ categories: [quiz] })],
    ['categories not a list', stored({ version: 1, categories: 'quiz' })],
    ['null', 'null'],
  ])('reads %s as an empty list, without a crash', (_what, raw) => {
    expect(parseDeviceCategories(raw).categories).toEqual([]);
  });

  it('drops a bad entry and keeps the good ones, each id once, at most 50', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      ...quiz,
      id: `custom-many${String(i).padStart(3, '0')}`,
    }));
    const raw = stored({
      version: 1,
      categories: [
        { ...quiz, name: 'x'.repeat(41) },
        { ...quiz, id: 'awkward' },
        quiz,
        { ...quiz, name: 'Second with the same id' },
        ...many,
      ],
      unsynced: ['custom-quiz01', 7, 'nonsense'],
    });
    const device = parseDeviceCategories(raw);
    expect(device.categories[0]).toEqual(quiz);
    expect(device.categories).toHaveLength(MAX_CUSTOM_CATEGORIES);
    expect(device.unsynced).toEqual(['custom-quiz01']);
    expect(device.deleted).toEqual([]);
  });
});
