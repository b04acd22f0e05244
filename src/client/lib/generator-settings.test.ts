import { describe, expect, it } from 'vitest';
import {
  readGeneratorSettings,
  readRecentFakes,
  rememberFake,
  saveLocalGeneratorSettings,
} from './generator-settings';

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

describe('the recent fakes of this device (issue 12)', () => {
  it('keeps the last 200 ids, oldest dropped, a repeat moved to the end', () => {
    for (let i = 1; i <= 205; i++) rememberFake(`habits-${i}`);
    rememberFake('habits-10');
    const ids = readRecentFakes();
    expect(ids).toHaveLength(200);
    expect(ids[0]).toBe('habits-6'); // 6…205 kept; moving 10 to the end frees no place
    expect(ids.at(-1)).toBe('habits-10');
    expect(ids.filter((id) => id === 'habits-10')).toHaveLength(1);
  });

  it('lives beside the settings in gameSettings, each kept when the other changes', () => {
    saveLocalGeneratorSettings({ randomnessLevel: 30, ageRange: 'adults' });
    rememberFake('guilty-3');
    saveLocalGeneratorSettings({ randomnessLevel: 90, ageRange: 'teens' });
    expect(JSON.parse(localStorage.getItem('gameSettings')!)).toEqual({
      randomnessLevel: 90,
      ageRange: 'teens',
      recentFakes: ['guilty-3'],
    });
    expect(readGeneratorSettings()).toEqual({ randomnessLevel: 90, ageRange: 'teens' });
  });

  it('ignores anything in storage that is not a corpus id', () => {
    localStorage.setItem(
      'gameSettings',
      JSON.stringify({ recentFakes: ['beliefs-2', 7, 'x y', null] }),
    );
    expect(readRecentFakes()).toEqual(['beliefs-2']);
    rememberFake('not an id');
    expect(readRecentFakes()).toEqual(['beliefs-2']);
    localStorage.setItem('gameSettings', '{broken');
    expect(readRecentFakes()).toEqual([]);
  });
});
