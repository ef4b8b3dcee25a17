/**
 * A quiz's question images live in the content service; the quiz service only knows their URLs. When
 * the quiz goes (its creator deletes it, or the clean-up job purges it), quiz.deleted carries those
 * URLs over the shared bus (in-process, or Kafka with KAFKA_BROKERS) and the content service deletes
 * the files.
 */
import sharp from 'sharp';
import { call, eventually } from '@quizlink/kit-http/testing';
import { startContentOn, type ContentOnBus } from './content-service.harness.ts';
import { publishQuiz, startTwoServices, type TwoServices } from './two-services.harness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let s: TwoServices;
let content: ContentOnBus;

beforeAll(async () => {
  s = await startTwoServices('images');
  content = await startContentOn(s.bus, s.logger, 'images');
});
afterAll(async () => {
  // The shared bus closes with the quiz ports first, so no event reaches the content service's closed database.
  await s?.close();
  await content?.close();
});

async function uploadImage(): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } }).png().toBuffer();
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'question.png');
  const res = await call(content.contentUrl, 'POST', '/api/upload-image', data);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return res.body.imageUrl as string;
}

const imageStatus = async (url: string) => (await fetch(new URL(url, content.contentUrl))).status;

const disappears = (url: string) =>
  eventually(async () => {
    expect(await imageStatus(url)).toBe(404);
  });

describe("a deleted quiz's images", () => {
  it('When the creator deletes a quiz with an uploaded image, then the image disappears and other images stay', async () => {
    const image = await uploadImage();
    const keptQuizImage = await uploadImage();
    const quiz = await publishQuiz(s, { imageUrl: image });
    await publishQuiz(s, { imageUrl: keptQuizImage });
    const shown = (await call(s.quizUrl, 'GET', `/api/quizzes/${quiz.id}/questions`)).body as Array<{ imageUrl: string | null }>;
    expect(shown[0]!.imageUrl).toBe(image);
    expect(await imageStatus(image)).toBe(200);

    const deleted = await call(s.quizUrl, 'DELETE', `/api/quizzes/dashboard/${quiz.dashboardToken}`);
    expect(deleted.status).toBeLessThan(300);

    await disappears(image);
    expect(await imageStatus(keptQuizImage)).toBe(200);
  });

  it('When the clean-up job purges an expired quiz, then its image disappears too', async () => {
    const image = await uploadImage();
    await publishQuiz(s, { imageUrl: image });
    const started = s.now.value;
    s.now.value = new Date(started.getTime() + 8 * DAY_MS);
    try {
      expect(await s.quiz.purgeExpired()).toBeGreaterThanOrEqual(1);
    } finally {
      s.now.value = started;
    }
    await disappears(image);
  });
});
