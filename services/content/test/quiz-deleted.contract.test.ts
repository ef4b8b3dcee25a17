import { UPLOAD_API_PATHS, UPLOAD_FIELD } from '@quizlink/contracts/content';
import { EVENT_TYPES, type QuizDeletedV1 } from '@quizlink/contracts/events';
import { checkEventExample, contentServiceEventExpectations, recordedEventAbout } from '@quizlink/contracts/consumer-contracts';
import { call, eventually } from '@quizlink/kit-http/testing';
import { fromClient, startContentService, type Harness } from './content.harness.ts';
import { plainPng } from './image-fixtures.ts';

let h: Harness;
beforeAll(async () => {
  h = await startContentService('quiz_deleted_contract');
});
afterAll(() => h.close());

const QUIZ_ID = 41;

async function uploadImage(): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([new Uint8Array(await plainPng())], { type: 'image/png' }), 'question.png');
  const res = await call(h.baseUrl, 'POST', UPLOAD_API_PATHS.uploadImage, form, fromClient('10.9.1.1'));
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return res.body.imageUrl as string;
}

describe('quiz-deleted.consumer with the event it recorded', () => {
  it.each(contentServiceEventExpectations.map((e) => [e.type, e] as const))('When %s is recorded, then its example is a valid event', (_type, e) => {
    expect(checkEventExample(e)).toEqual([]);
  });

  it.each(contentServiceEventExpectations.filter((e) => e.type === EVENT_TYPES.quizDeleted).map((e) => [e.consumer, e] as const))(
    'When %s gets the recorded quiz.deleted naming an upload, then the image is deleted',
    async (_consumer, expectation) => {
      const image = await uploadImage();
      const recorded = recordedEventAbout(expectation, QUIZ_ID) as QuizDeletedV1;

      await h.bus.publish(expectation.topic, [{ ...recorded, data: { ...recorded.data, imageUrls: [image] } }]);

      await eventually(async () => expect((await call(h.baseUrl, 'GET', image)).status).toBe(404));
    },
  );
});
