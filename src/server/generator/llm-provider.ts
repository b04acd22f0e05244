// The server's story generator: fakes from an OpenAI-compatible chat-completions endpoint (OpenAI,
// Ollama, llama.cpp's server, vLLM), prompted by the pure src/generator/prompt.ts, held to the
// corpus's gates, with a timeout, one retry, a circuit breaker and the corpus as the fallback. Without
// an endpoint every fake comes from the corpus. A custom category's fake (issue 24) comes from the
// endpoint alone: it has no corpus to fall back on, so `generateCustom` exists only with an endpoint. Never logs story text: log lines carry reasons and
// counts only.
import type { Rng } from '../../engine/random';
import type { CorpusIndex } from '../../generator/corpus';
import { loadCorpus } from '../../generator/corpus-files';
import { pickFake } from '../../generator/offline';
import { detectDialect } from '../../generator/dialect';
import {
  buildPrompt,
  chooseCandidate,
  describeVoice,
  readCandidates,
  targetVoice,
  temperatureFor,
  toneExamples,
  type ChatMessage,
} from '../../generator/prompt';
import type { CustomFakeRequest, FakeRequest, RoundRequest } from '../../generator/request';
import { prepareRequest } from '../../generator/request';
import { contentStems } from '../../generator/text';
import type { GenerateStoryResponse } from '../../shared/api/stories';
import type { StoryGenerator } from '../routes/context';

export interface LlmOptions {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://localhost:8080/v1 (llama.cpp) */
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey?: string;
  /** Per call; default 4000 ms. */
  readonly timeoutMs?: number;
}

export interface StoryGeneratorOptions {
  /** Without it every fake comes from the corpus. */
  readonly llm?: LlmOptions;
  /** Clock for the circuit breaker (ms); default Date.now. */
  readonly now?: () => number;
  /** Randomness for the corpus pick, the tone examples and the style; default Math.random. */
  readonly random?: Rng;
  /** Receives one line per LLM failure or breaker change, never story text. */
  readonly log?: (message: string) => void;
}

export const DEFAULT_TIMEOUT_MS = 4000;
/** Consecutive failed calls that open the breaker. */
export const BREAKER_THRESHOLD = 3;
/** How long an open breaker keeps the LLM from being called. */
export const BREAKER_COOLDOWN_MS = 60_000;

type CallResult = { ok: true; text: string } | { ok: false; reason: string; timedOut: boolean };

/** One chat-completions call for one fake, within the timeout; failures are reasons, never throws. */
async function callChatCompletions(
  llm: LlmOptions,
  req: RoundRequest,
  messages: readonly ChatMessage[],
): Promise<CallResult> {
  const timeoutMs = llm.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (llm.apiKey) headers.authorization = `Bearer ${llm.apiKey}`;
    const response = await fetch(`${llm.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: llm.model,
        messages,
        temperature: temperatureFor(req.randomnessLevel),
        max_tokens: 400,
        n: 1,
        stream: false,
      }),
      signal: controller.signal,
    });
    if (!response.ok) return { ok: false, reason: `http ${response.status}`, timedOut: false };
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string')
      return { ok: false, reason: 'no message content in the response', timedOut: false };
    return { ok: true, text: content };
  } catch (error) {
    if (controller.signal.aborted)
      return { ok: false, reason: `timed out after ${timeoutMs} ms`, timedOut: true };
    return {
      ok: false,
      reason: error instanceof SyntaxError ? 'response was not JSON' : 'request failed',
      timedOut: false,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Creates the generator the server calls for every fake (POST /api/generate-story). */
export function createStoryGenerator(options: StoryGeneratorOptions = {}): StoryGenerator {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const log = options.log ?? (() => {});
  const llm = options.llm;
  let failures = 0;
  let openUntil = 0;

  const breakerOpen = () => now() < openUntil;

  const recordFailure = (reason: string) => {
    failures++;
    log(`llm fake failed: ${reason}`);
    if (failures >= BREAKER_THRESHOLD) {
      openUntil = now() + BREAKER_COOLDOWN_MS;
      log(
        `llm circuit breaker open for ${BREAKER_COOLDOWN_MS / 1000} s after ${failures} failures in a row`,
      );
    }
  };

  const offline = (req: FakeRequest, corpus: CorpusIndex): GenerateStoryResponse => {
    const fake = pickFake(req, corpus, random);
    return { story: fake.text, source: 'offline', fakeId: fake.id };
  };

  /**
   * The LLM's fake for a round, or null when it could not make one: an HTTP error or a bad answer
   * is retried once; a timeout or an open breaker ends at once, so players never wait more than
   * one timeout for a slow endpoint.
   */
  const fromLlm = async (
    llm: LlmOptions,
    req: FakeRequest | CustomFakeRequest,
    /** Corpus entries for tone, drawn after the voice (the order the randomness is used in). */
    examples: () => readonly string[],
    subject: ReadonlySet<string>,
  ): Promise<string | null> => {
    const prepared = prepareRequest(req);
    // the voice of one real entry, picked at random: asked for, then chosen among the candidates
    const target = targetVoice(prepared, random);
    const voice = target ? describeVoice(target, detectDialect(prepared.stories)) : [];
    const messages = buildPrompt(req, examples(), voice);
    for (let attempt = 0; attempt < 2; attempt++) {
      if (breakerOpen()) break;
      const result = await callChatCompletions(llm, req, messages);
      if (!result.ok) {
        recordFailure(result.reason);
        if (result.timedOut) break;
        continue;
      }
      const chosen = chooseCandidate(readCandidates(result.text), prepared, target, subject);
      if (!chosen.ok) {
        recordFailure(`answer rejected: ${chosen.reason}`);
        continue;
      }
      failures = 0;
      return chosen.text;
    }
    return null;
  };

  return {
    async generate(req: FakeRequest): Promise<GenerateStoryResponse> {
      const corpus = await loadCorpus(req.category);
      if (!llm) return offline(req, corpus);
      const story = await fromLlm(
        llm,
        req,
        () => toneExamples(req, corpus, random),
        corpus.subjectStems,
      );
      return story === null ? offline(req, corpus) : { story, source: 'llm' };
    },
    // Issue 24: only with an LLM. No corpus fits a custom category, so a failure is reported (null),
    // never answered with a corpus fake; the words of its name and description are its subject.
    ...(llm
      ? {
          async generateCustom(req: CustomFakeRequest): Promise<GenerateStoryResponse | null> {
            const subject = new Set(contentStems(`${req.custom.name} ${req.custom.description}`));
            const story = await fromLlm(llm, req, () => [], subject);
            return story === null ? null : { story, source: 'llm' };
          },
        }
      : {}),
  };
}
