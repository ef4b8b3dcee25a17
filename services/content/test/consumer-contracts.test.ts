import { BLOG_API_PATHS, CONTACT_API_PATHS, UPLOAD_FIELD, bearer } from '@quizlink/contracts';
import {
  MFE_ADMIN_INTERACTIONS,
  MFE_QUIZ_INTERACTIONS,
  httpExpectationsFor,
  replayExpectation,
  type ProviderStates,
  type SendRequest,
} from '@quizlink/contracts/consumer-contracts';
import { call } from '@quizlink/kit-http/testing';
import { ADMIN, BLOG_PASSWORD, adminToken, blogToken, fromClient, startContentService, type Harness } from './content.harness.ts';
import { plainPng } from './image-fixtures.ts';

let h: Harness;
beforeAll(async () => {
  h = await startContentService('consumer_contracts');
});
afterAll(() => h.close());

const CLIENT = fromClient('10.9.0.1');
const send: SendRequest = (request) => call(h.baseUrl, request.method, request.path, request.body, { ...CLIENT, ...request.headers });

async function created(path: string, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  const res = await call(h.baseUrl, 'POST', path, body, { ...CLIENT, ...headers });
  if (res.status !== 201) throw new Error(`set-up POST ${path} failed: ${res.status} ${res.text}`);
}

/** Each consumer interaction's set-up, made through the service's own API (the provider states). */
const states: ProviderStates = {
  [MFE_QUIZ_INTERACTIONS.uploadImage]: async () => {
    const form = new FormData();
    form.append(UPLOAD_FIELD, new Blob([new Uint8Array(await plainPng())], { type: 'image/png' }), 'question.png');
    return { body: form };
  },
  [MFE_ADMIN_INTERACTIONS.adminLogin]: async () => ({ body: ADMIN }),
  [MFE_ADMIN_INTERACTIONS.contactMessages]: async () => {
    await created(CONTACT_API_PATHS.contact, { name: 'Grace Hopper', email: 'grace@example.com', message: 'Hello there, I love QuizLink!' });
    return { headers: bearer(await adminToken(h.baseUrl)) };
  },
  [MFE_ADMIN_INTERACTIONS.blogLogin]: async () => ({ body: { password: BLOG_PASSWORD } }),
  [MFE_ADMIN_INTERACTIONS.blogPosts]: async () => {
    const headers = bearer(await blogToken(h.baseUrl));
    const post = { title: 'Ten Quiz Ideas', slug: '', excerpt: 'Ideas', content: 'Some **markdown**.', linkedWords: [{ word: 'quiz', url: 'https://example.com/quiz' }], tags: 'fun', published: true };
    await created(BLOG_API_PATHS.posts, post, headers);
    return { headers };
  },
};

describe('the content service against its consumers', () => {
  it.each(httpExpectationsFor('content').map((e) => [`${e.consumer}: ${e.interaction}`, e] as const))(
    'When %s is replayed, then every field the consumer reads is there',
    async (_name, expectation) => {
      expect(await replayExpectation(expectation, states, send)).toEqual([]);
    },
  );
});
