import { randomUUID } from 'node:crypto';
import { CONTENT_ERRORS } from '@quizlink/contracts/content';
import { EVENT_TYPES, type QuizDeletedV1, TOPICS } from '@quizlink/contracts/events';
import { call, eventually } from '@quizlink/kit-http/testing';
import { QUIZ_IMAGES_CONSUMER_NAME } from '../src/entry-points/events/quiz-deleted.consumer.ts';
import { auth, blogToken, fromClient, startContentService, type Harness } from './content.harness.ts';
import { plainPng } from './image-fixtures.ts';

let h: Harness;
beforeAll(async () => {
  h = await startContentService('quiz-images');
});
afterAll(() => h.close());

let nextQuizId = 500;

async function uploadImage(): Promise<string> {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(await plainPng())], { type: 'image/png' }), 'question.png');
  const res = await call(h.baseUrl, 'POST', '/api/upload-image', data, fromClient('10.9.0.1'));
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return res.body.imageUrl as string;
}

const statusOf = async (url: string) => (await fetch(new URL(url, h.baseUrl))).status;

function quizDeleted(imageUrls: string[], quizId = (nextQuizId += 1)): QuizDeletedV1 {
  return {
    id: randomUUID(),
    type: EVENT_TYPES.quizDeleted,
    version: 1,
    occurredAt: new Date().toISOString(),
    key: String(quizId),
    data: { quizId, reason: 'creator', deletedAt: new Date().toISOString(), imageUrls },
  };
}

/** Waits until the image answers `status` (the consumer runs asynchronously). */
const becomes = (url: string, status: number) =>
  eventually(async () => {
    expect(await statusOf(url)).toBe(status);
  });

describe('quiz.deleted deletes the quiz images', () => {
  it('When a quiz.deleted event names an uploaded image, then the image answers 404 afterwards', async () => {
    const image = await uploadImage();
    const other = await uploadImage();
    expect(await statusOf(image)).toBe(200);

    await h.bus.publish(TOPICS.quizEvents, [quizDeleted([image])]);

    await becomes(image, 404);
    expect((await call(h.baseUrl, 'GET', image)).body.error.code).toBe(CONTENT_ERRORS.uploadNotFound.code);
    expect(await statusOf(other)).toBe(200);
  });

  it('When the same event is delivered twice, then it is handled once', async () => {
    const image = await uploadImage();
    const sentinelImage = await uploadImage();
    const event = quizDeleted([image]);
    // Same key as the event, so on Kafka the sentinel travels behind the duplicates.
    const sentinel = { ...quizDeleted([sentinelImage], event.data.quizId), id: randomUUID() };

    await h.bus.publish(TOPICS.quizEvents, [event, event, sentinel]);

    await becomes(sentinelImage, 404);
    expect(await statusOf(image)).toBe(404);
    const [rows] = await h.sequelize.query('SELECT COUNT(*) AS n FROM processed_events WHERE consumer = ? AND event_id = ?', {
      replacements: [QUIZ_IMAGES_CONSUMER_NAME, event.id],
    });
    expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(1);
    const handled = h.logLines.filter((line) => line.includes('quiz images deleted') && line.includes(`"quizId":${event.data.quizId}`));
    expect(handled).toHaveLength(2); // the event once, the sentinel once
  });

  it('When the URLs are not our upload paths or a blog post shows the image, then nothing but the quiz image is deleted', async () => {
    const quizImage = await uploadImage();
    const blogImage = await uploadImage();
    const elsewhere = await uploadImage();
    const token = await blogToken(h.baseUrl);
    const post = await call(
      h.baseUrl,
      'POST',
      '/api/blog/posts',
      { title: 'Pictures', slug: '', excerpt: 'x', content: `![a picture](${blogImage})`, linkedWords: [], tags: '', published: false },
      auth(token),
    );
    expect(post.status).toBe(201);

    await h.bus.publish(TOPICS.quizEvents, [quizDeleted([blogImage, `https://elsewhere.example${elsewhere}`, `${elsewhere}?v=2`, '/not/ours.png', quizImage])]);

    await becomes(quizImage, 404);
    expect(await statusOf(blogImage)).toBe(200);
    expect(await statusOf(elsewhere)).toBe(200);
  });
});
