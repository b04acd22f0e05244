import { describe, expect, it } from 'vitest';
import { readGeneratorSettings, saveLocalGeneratorSettings } from './generator-settings';

describe('readGeneratorSettings (SPEC §4 settings source)', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(readGeneratorSettings()).toEqual({ randomnessLevel: 50, ageRange: 'young-adults' });
  });

  it('uses the local game settings when there is no user', () => {
    saveLocalGeneratorSettings({ randomnessLevel: 90, ageRange: 'teens' });
    expect(readGeneratorSettings()).toEqual({ randomnessLevel: 90, ageRange: 'teens' });
  });

  it('prefers the stored user data over the local settings', () => {
    saveLocalGeneratorSettings({ randomnessLevel: 90, ageRange: 'teens' });
    localStorage.setItem(
      'authUserData',
      JSON.stringify({ username: 'sam', randomnessLevel: 10, ageRange: 'mature-adults' }),
    );
    expect(readGeneratorSettings()).toEqual({ randomnessLevel: 10, ageRange: 'mature-adults' });
  });

  it.each([
    ['corrupt JSON', '{nope'],
    ['an out-of-range level', JSON.stringify({ randomnessLevel: 40, ageRange: 'teens' })],
    ['an unknown age range', JSON.stringify({ randomnessLevel: 30, ageRange: 'toddlers' })],
  ])('ignores %s in storage', (_label, raw) => {
    localStorage.setItem('gameSettings', raw);
    localStorage.setItem('authUserData', raw);
    expect(readGeneratorSettings()).toEqual({ randomnessLevel: 50, ageRange: 'young-adults' });
  });
});
