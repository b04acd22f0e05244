// A stand-in LLM for API tests: a real local HTTP server speaking the OpenAI chat-completions
// protocol (POST {base}/chat/completions), answering the replies a test queues, in order, and
// recording every call it got. An empty queue answers 500.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatCall {
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: {
    model: string;
    temperature: number;
    messages: { role: 'system' | 'user'; content: string }[];
  };
}

/** One answer: the message content (200), or a status with a raw body; optionally late. */
export type LlmReply = { status?: number; content?: string; raw?: string; delayMs?: number };

export interface FakeLlm {
  /** The base URL to configure (LLM_BASE_URL), ending in /v1. */
  readonly baseUrl: string;
  /** Every call so far, oldest first. */
  readonly calls: ChatCall[];
  queue(...replies: LlmReply[]): void;
  /** Forgets the calls and the replies not yet given. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const calls: ChatCall[] = [];
  const replies: LlmReply[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      calls.push({
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(data) as ChatCall['body'],
      });
      const reply = replies.shift() ?? { status: 500, raw: '{"error":"no reply queued"}' };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(
          reply.raw ??
            JSON.stringify({
              id: 'chatcmpl-test',
              object: 'chat.completion',
              choices: [
                {
                  index: 0,
                  message: { role: 'assistant', content: reply.content ?? '' },
                  finish_reason: 'stop',
                },
              ],
            }),
        );
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    queue: (...items) => void replies.push(...items),
    reset() {
      calls.length = 0;
      replies.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
