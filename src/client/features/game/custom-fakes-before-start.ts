// Issue 24 (decision 023, "The fallback is decided before the game"): when a game plays the group's
// own categories and the machine may make its fakes, the game settings ask the server once whether
// its story machine (an LLM) can write them, say before Start what happens when it cannot, and on
// Start ask it for each custom category's fake. The fakes that arrive go into the start move; a
// custom round without one is played with the faker writing the lie, as announced. Part of the game
// settings' lazily loaded chunk.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  categoryOf,
  fakeModeOf,
  isCustomCategoryId,
  type CategoryView,
  type GameState,
  type GeneratorSettings,
} from '../../../engine';
import {
  CUSTOM_FAKE_WAIT_MS,
  customFakeRequest,
  fetchCapabilities,
  generateCustomFake,
} from './custom-fake-api';

/** What this game's custom categories can count on: the answer is being asked, yes, no, offline. */
export type CustomMachine = 'checking' | 'available' | 'none' | 'offline';

/** No story machine for the custom categories on this server. */
export const NO_MACHINE_TEXT =
  "Your own categories are played with the faker writing the lie: the story machine can't " +
  'write them here.';
/** This phone is offline: no story machine for the custom categories. */
export const OFFLINE_TEXT =
  'Your own categories are played with the faker writing the lie: this phone is offline, so ' +
  "the story machine can't write them.";
/** The story machine can write them, and may still fail when the game starts. */
export const MAY_FALL_BACK_TEXT =
  "If the story machine can't write one of your own categories when the game starts, that " +
  'round is played with the faker writing the lie.';

export function customFallbackText(machine: CustomMachine): string {
  if (machine === 'none') return NO_MACHINE_TEXT;
  if (machine === 'offline') return OFFLINE_TEXT;
  return MAY_FALL_BACK_TEXT;
}

/**
 * The selected custom categories whose fakes the machine would make: none when the faker writes
 * every lie anyway.
 */
export function customsForTheMachine(state: GameState): CategoryView[] {
  if (fakeModeOf(state) === 'faker-writes') return [];
  return state.selectedCategories
    .filter((id) => isCustomCategoryId(id))
    .map((id) => categoryOf(state, id))
    .filter((c): c is CategoryView => c !== undefined);
}

/**
 * Once `machine` says the server has a story machine, asks it in parallel for each custom
 * category's fake (no entries yet, this device's generator settings); resolves within `waitMs` in
 * all (the capability's answer included) with the fakes that arrived, by category id. Nothing here
 * throws: no machine, a failure, a refusal or no answer in time is simply no fake for that category.
 */
export async function fakesBeforeStart(
  machine: Promise<boolean>,
  categories: readonly CategoryView[],
  settings: GeneratorSettings,
  { generate = generateCustomFake, waitMs = CUSTOM_FAKE_WAIT_MS } = {},
): Promise<Record<string, string>> {
  const fakes: Record<string, string> = {};
  const askEach = () =>
    Promise.all(
      categories.map(async (category) => {
        try {
          const outcome = await generate(customFakeRequest(category, settings));
          if (outcome.ok && outcome.story.trim() !== '') fakes[category.id] = outcome.story;
          else if (!outcome.ok)
            console.warn(`No fake for "${category.name}": the faker writes it`, outcome.reason);
        } catch (error) {
          console.warn(`No fake for "${category.name}": the faker writes it`, error);
        }
      }),
    );
  const asked = machine.then((yes) => (yes ? askEach() : undefined)).catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([asked, deadline]);
  clearTimeout(timer);
  return { ...fakes };
}

/**
 * Whether this game's custom categories can have the machine's fakes: asked once (GET
 * /api/capabilities) when `wanted` first holds. `known()` resolves with the answer (asking now if
 * it was not asked yet), for the Start button.
 */
export function useCustomMachine(wanted: boolean): {
  machine: CustomMachine;
  known: () => Promise<boolean>;
} {
  const [machine, setMachine] = useState<CustomMachine>('checking');
  const asked = useRef<Promise<boolean> | null>(null);
  const known = useCallback((): Promise<boolean> => {
    if (asked.current) return asked.current;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const answer = fetchCapabilities().then((c) => c.customCategoryFakes);
    asked.current = answer;
    void answer.then((yes) => setMachine(yes ? 'available' : offline ? 'offline' : 'none'));
    return answer;
  }, []);
  useEffect(() => {
    if (wanted) void known();
  }, [wanted, known]);
  return { machine, known };
}
