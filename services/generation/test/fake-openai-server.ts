import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * A fake of OpenAI's /v1/chat/completions on 127.0.0.1: records every request and answers from a queue
 * of scripted replies (JSON content, tool calls, errors, delays), then with the default reply.
 */
export type FakeReply = { status?: number; body?: unknown; delayMs?: number; headers?: Record<string, string> };
export type RecordedRequest = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

export type FakeOpenAi = { baseUrl: string; requests: RecordedRequest[]; replies: FakeReply[]; fallback: FakeReply; close(): Promise<void> };

const usage = { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 };

/** A completion whose message content is `content` as JSON text (json_schema mode). */
export const jsonCompletion = (content: unknown): FakeReply => ({
  body: { id: 'chatcmpl-1', object: 'chat.completion', created: 1, model: 'fake', choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(content) }, finish_reason: 'stop' }], usage },
});

/** A completion answering with a tool call (function-calling mode). */
export const toolCompletion = (name: string, args: unknown): FakeReply => ({
  body: {
    id: 'chatcmpl-2',
    object: 'chat.completion',
    created: 1,
    model: 'fake',
    choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name, arguments: JSON.stringify(args) } }] }, finish_reason: 'tool_calls' }],
    usage,
  },
});

export const errorReply = (status: number, headers: Record<string, string> = {}): FakeReply => ({ status, headers, body: { error: { message: `fake error ${status}`, type: 'fake', code: null } } });

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const sockets = new Set<Socket>();
  const fake: FakeOpenAi = { baseUrl: '', requests: [], replies: [], fallback: errorReply(500), close: async () => undefined };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      fake.requests.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') as Record<string, unknown> });
      const reply = fake.replies.shift() ?? fake.fallback;
      const timer = setTimeout(() => {
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify(reply.body ?? {}));
      }, reply.delayMs ?? 0);
      res.on('close', () => clearTimeout(timer));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
  fake.close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
