// Rounds the generator's tests (and the server's LLM provider tests) ask fakes for.
import type { FakeRequest } from './request';

/** An awkward-moments round of three teen stories, typed in lower case without end punctuation. */
export const TEEN_STORY_REQUEST: FakeRequest = {
  category: 'awkward',
  contentType: 'story',
  stories: [
    'i waved at a stranger in tesco who was waving at his wife',
    'called my teacher mum in year 9 and the whole class heard',
    'tripped up the stairs at my graduation in front of everyone',
  ],
  randomnessLevel: 50,
  ageRange: 'teens',
};
