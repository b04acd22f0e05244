import { describe, expect, it } from 'vitest';
import { engineErrors, fail, ok } from './result';
import { deepFreeze, sequenceRng, unwrap } from './test-helpers';

describe('test helpers', () => {
  it('unwrap returns an ok value and throws on an error, naming its code', () => {
    expect(unwrap(ok(4))).toBe(4);
    expect(() => unwrap(fail(engineErrors.noFaker()))).toThrow(/no-faker/);
  });

  it('deepFreeze freezes nested objects', () => {
    const value = deepFreeze({ a: { b: [1] } });
    expect(() => value.a.b.push(2)).toThrow(TypeError);
  });

  it('sequenceRng replays its values, then repeats the last', () => {
    const rng = sequenceRng([0.1, 0.2]);
    expect([rng(), rng(), rng()]).toEqual([0.1, 0.2, 0.2]);
  });
});
