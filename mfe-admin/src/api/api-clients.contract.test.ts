import {
  MFE_ADMIN_INTERACTIONS,
  checkHttpExample,
  mfeAdminExpectations,
  recordedAnswer,
  sentAsRecorded,
  sentBody,
  type HttpExpectation,
} from '@quizlink/contracts/consumer-contracts';
import { toPayload, type PostForm } from '../pages/blog-management/post-form.ts';
import { adminApi } from './admin.api.ts';
import { blogApi } from './blog.api.ts';
import { shortlinksApi } from './shortlinks.api.ts';

const PASSWORD = 'shared-admin-password';
const TOKEN = 'signed-token-0123456789abcdef';
const POST_ID = 1;
/** The post form as the blog manager typed it (spaces, an empty link row, a trailing comma), sent through toPayload. */
const typed: PostForm = {
  id: null,
  title: ' Ten Quiz Ideas ',
  slug: '',
  slugTouched: false,
  excerpt: 'Ideas for your next quiz ',
  content: 'Some **markdown** content about quizzes.',
  linkedWords: [{ word: 'quiz', url: 'https://example.com/quiz' }, { word: '', url: '' }],
  tags: 'fun, ideas,',
  published: true,
};
const image = new File(['png'], 'post.png', { type: 'image/png' });

/** How this front end makes each recorded call; every client hands the parsed body on as it is. */
const clientCalls: Record<string, () => Promise<unknown>> = {
  [MFE_ADMIN_INTERACTIONS.listShortlinks]: () => shortlinksApi.list(PASSWORD),
  [MFE_ADMIN_INTERACTIONS.createShortlink]: () => shortlinksApi.create(PASSWORD, 'spring-quiz', 'https://quizlink.example/quiz/spring'),
  [MFE_ADMIN_INTERACTIONS.adminLogin]: () => adminApi.login({ username: 'ada', password: PASSWORD }),
  [MFE_ADMIN_INTERACTIONS.contactMessages]: () => adminApi.messages(TOKEN),
  [MFE_ADMIN_INTERACTIONS.blogLogin]: () => blogApi.authenticate(PASSWORD),
  [MFE_ADMIN_INTERACTIONS.blogPosts]: () => blogApi.list(TOKEN),
  [MFE_ADMIN_INTERACTIONS.createPost]: () => blogApi.create(TOKEN, toPayload(typed)),
  [MFE_ADMIN_INTERACTIONS.updatePost]: () => blogApi.update(TOKEN, POST_ID, toPayload({ ...typed, id: POST_ID })),
  [MFE_ADMIN_INTERACTIONS.deletePost]: () => blogApi.remove(TOKEN, POST_ID),
  [MFE_ADMIN_INTERACTIONS.uploadImage]: () => blogApi.uploadImage(TOKEN, image),
};

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

describe("mfe-admin's recorded expectations", () => {
  it.each(mfeAdminExpectations.map((e) => [e.interaction, e] as const))(
    'When "%s" is answered with the recorded example, then the client makes the recorded request and hands the fields on',
    async (interaction: string, expectation: HttpExpectation) => {
      expect(checkHttpExample(expectation)).toEqual([]);
      const call = clientCalls[interaction];
      if (!call) throw new Error(`no client call for the recorded interaction "${interaction}"`);
      fetchMock.mockResolvedValue(recordedAnswer(expectation));

      const received = await call();

      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(sentAsRecorded(expectation, { method: init.method ?? 'GET', url, body: sentBody(init.body) })).toBe(true);
      expect(received).toEqual(expectation.response.example);
    },
  );
});
