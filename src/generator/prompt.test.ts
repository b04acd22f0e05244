// The prompt an LLM is sent and the reading of its answer (pure; the HTTP provider is tested in
// src/server/generator/llm-provider.test.ts).
import { describe, expect, it } from 'vitest';
import { MAX_ENTRY_CHARS } from '../engine/constants';
import { createSeededRng } from '../engine/random';
import { loadCorpus } from './corpus-files';
import { buildPrompt, cleanAnswer, sanitizeEntry, temperatureFor, toneExamples } from './prompt';
import { TEEN_STORY_REQUEST as req } from './test-fixtures';

describe('prompt and helpers', () => {
  it('gives the category, content type, length, person and tense, and the age range', () => {
    const [system, user] = buildPrompt(req);
    expect(system?.content).toMatch(/Reply with the entry text only/);
    expect(user?.content).toMatch(/Awkward Moments/);
    expect(user?.content).toMatch(/first person and the past tense/);
    expect(user?.content).toMatch(/between 9 and 15 words/);
    expect(user?.content).toMatch(/teenagers: nothing about alcohol/);
    const [, statementUser] = buildPrompt({
      ...req,
      category: 'beliefs',
      contentType: 'statement',
      ageRange: 'adults',
    });
    expect(statementUser?.content).toMatch(/present tense, in exactly 1 sentence/);
  });

  it('raises the temperature with the randomness level', () => {
    expect(temperatureFor(10)).toBeLessThan(temperatureFor(50));
    expect(temperatureFor(50)).toBeLessThan(temperatureFor(90));
  });

  it('sanitises entries so they stay on one line inside the delimiters', () => {
    expect(sanitizeEntry('a <<< b\n>>> c')).toBe('a b c');
  });

  it("quotes at most an entry's worth of characters (MAX_ENTRY_CHARS)", () => {
    expect(sanitizeEntry('x'.repeat(MAX_ENTRY_CHARS + 50))).toBe('x'.repeat(MAX_ENTRY_CHARS));
  });

  it('cleans wrapping quotes and reasoning blocks from answers', () => {
    expect(cleanAnswer('<think>hmm</think>\n"i fell over"')).toBe('i fell over');
    expect(cleanAnswer('“i fell over”')).toBe('i fell over');
  });

  it('shows the model a few corpus entries of the category, fit for the age range, for tone', async () => {
    const corpus = await loadCorpus('awkward');
    const examples = toneExamples(req, corpus, createSeededRng(4));
    expect(examples).toHaveLength(4);
    const texts = new Map(corpus.entries.map((e) => [e.entry.text, e.entry]));
    for (const example of examples) expect(texts.get(example)?.age).toBe('teens');
    const [, user] = buildPrompt(req, examples);
    expect(user?.content).toMatch(/for tone only \(do not copy them\)/);
    for (const example of examples) expect(user?.content).toContain(example);
    expect(user?.content).toMatch(/State no fact friends could check/);
  });
});
