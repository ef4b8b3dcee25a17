import { bearer, BLOG_API_PATHS, CONTACT_API_PATHS, UPLOAD_FIELD } from '@quizlink/contracts/content';
import {
  MFE_ADMIN_INTERACTIONS,
  MFE_QUIZ_INTERACTIONS,
  describeProviderContracts,
  type HttpExpectation,
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

async function created(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ id: number }> {
  const res = await call(h.baseUrl, 'POST', path, body, { ...CLIENT, ...headers });
  if (res.status !== 201) throw new Error(`set-up POST ${path} failed: ${res.status} ${res.text}`);
  return res.body as { id: number };
}

let nextSlug = 0;
/** The recorded post under a slug of its own (slugs are unique; every interaction adds a post). */
const recordedPost = (e: HttpExpectation) => ({ ...(e.request.body?.example as object), slug: `contract-post-${++nextSlug}` });
const somePost = { title: 'Ten Quiz Ideas', slug: '', excerpt: 'Ideas', content: 'Some **markdown**.', linkedWords: [{ word: 'quiz', url: 'https://example.com/quiz' }], tags: 'fun', published: true };

/** The blog manager's token and a post of theirs, made through the API. */
async function managedPost(): Promise<{ headers: Record<string, string>; id: number }> {
  const headers = bearer(await blogToken(h.baseUrl));
  const { id } = await created(BLOG_API_PATHS.posts, { ...somePost, slug: `contract-post-${++nextSlug}` }, headers);
  return { headers, id };
}

async function imageForm(): Promise<FormData> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([new Uint8Array(await plainPng())], { type: 'image/png' }), 'question.png');
  return form;
}

/** Each consumer interaction's set-up, made through the service's own API (the provider states). */
const states: ProviderStates = {
  [MFE_QUIZ_INTERACTIONS.uploadImage]: async () => ({ body: await imageForm() }),
  [MFE_ADMIN_INTERACTIONS.adminLogin]: async () => ({ body: ADMIN }),
  [MFE_ADMIN_INTERACTIONS.contactMessages]: async () => {
    await created(CONTACT_API_PATHS.contact, { name: 'Grace Hopper', email: 'grace@example.com', message: 'Hello there, I love QuizLink!' });
    return { headers: bearer(await adminToken(h.baseUrl)) };
  },
  [MFE_ADMIN_INTERACTIONS.blogLogin]: async () => ({ body: { password: BLOG_PASSWORD } }),
  [MFE_ADMIN_INTERACTIONS.blogPosts]: async () => ({ headers: (await managedPost()).headers }),
  [MFE_ADMIN_INTERACTIONS.createPost]: async (e) => ({ headers: bearer(await blogToken(h.baseUrl)), body: recordedPost(e) }),
  [MFE_ADMIN_INTERACTIONS.updatePost]: async (e) => {
    const { headers, id } = await managedPost();
    return { params: { id }, headers, body: recordedPost(e) };
  },
  [MFE_ADMIN_INTERACTIONS.deletePost]: async () => {
    const { headers, id } = await managedPost();
    return { params: { id }, headers };
  },
  [MFE_ADMIN_INTERACTIONS.uploadImage]: async () => ({ headers: bearer(await blogToken(h.baseUrl)), body: await imageForm() }),
};

describeProviderContracts({ provider: 'content', states, send }, { describe, it });
