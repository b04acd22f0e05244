// SPEC §4 Game flow: choosing the faker and swapping in the generated fake.
import { pick, type Rng } from './random';
import { engineErrors, fail, ok, type Result } from './result';
import { currentRoundOf, withCurrentRound } from './state';
import { allStoriesSubmitted, storyOf, upsertStory } from './stories';
import type { GameState, Player, Round } from './types';

// SPEC §6 Faker: a per-round role.
export function isFaker(round: Round, playerId: number): boolean {
  return round.faker?.id === playerId;
}

// SPEC §4 Game flow / §8: once every player has a story a random faker is stored on the round;
// an already chosen faker is kept (so a repeated call cannot re-roll the secret).
export function chooseFaker(state: GameState, rng: Rng): Result<GameState> {
  const round = currentRoundOf(state);
  if (round?.faker) return ok(state);
  if (!round || !allStoriesSubmitted(state)) return fail(engineErrors.noFakerSelectable());
  const faker: Player = { ...pick(rng, state.players) };
  return ok(withCurrentRound(state, { ...round, faker }));
}

// SPEC §4 Game flow: the faker's story is replaced by the fake and flagged isFake (only if a faker
// exists). Issue 21, item 17: the faker's own true entry is kept on the round (fakerEntry) for the
// reveal, instead of being thrown away; a fake replacing a fake keeps the entry kept the first time.
export function applyFake(state: GameState, fakeContent: string): Result<GameState> {
  const round = currentRoundOf(state);
  if (!round) return fail(engineErrors.noCurrentRound());
  if (!round.faker) return fail(engineErrors.noFaker());
  const content = fakeContent.trim();
  if (content === '') return fail(engineErrors.emptyFake());
  const own = storyOf(round, round.faker.id);
  const fakerEntry = own && !own.isFake ? own.content : round.fakerEntry;
  const stories = upsertStory(round.stories, { playerId: round.faker.id, content, isFake: true });
  // issue 24: a fake prepared before the game is used up once a fake is in
  const { preparedFake: _used, ...rest } = round;
  return ok(
    withCurrentRound(state, {
      ...rest,
      stories,
      ...(fakerEntry === undefined ? {} : { fakerEntry }),
    }),
  );
}
