import { CONTENT_ERRORS, UPLOAD_MAX_IMAGE_PIXELS, UPLOAD_MESSAGES } from '@quizlink/contracts/content';
import { call } from '@quizlink/kit-http/testing';
import { fromClient, startContentService, type Harness } from './content.harness.ts';
import { hugeDimensionPng } from './image-fixtures.ts';

/** The largest square image an upload may have (4096 × 4096). */
const LIMIT_SIDE = Math.floor(Math.sqrt(UPLOAD_MAX_IMAGE_PIXELS));

function form(bytes: Buffer, fileName = 'big.png'): FormData {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), fileName);
  return data;
}

const upload = (h: Harness, bytes: Buffer, client: string) => call(h.baseUrl, 'POST', '/api/upload-image', form(bytes), fromClient(client));

/**
 * What uploads at the pixel limit do to the service, functionally. How long they take and how long other
 * requests wait meanwhile is measured by `npm run bench -- upload` (infra/bench/upload.bench.ts), against a
 * baseline without the decode queue: timings belong to a benchmark, not to a test's pass or fail.
 */
describe('image uploads under load', () => {
  let atLimit: Buffer;
  beforeAll(async () => {
    atLimit = await hugeDimensionPng(LIMIT_SIDE, LIMIT_SIDE);
  });

  describe('with the default decode queue', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startContentService('upload_load', { env: { UPLOAD_RATE_LIMIT_PER_HOUR: '100' } });
    });
    afterAll(() => h.close());

    it('When a small PNG claims 7000 × 7000 pixels, then it is refused as 400 upload.too_many_pixels, and an image at the limit is accepted', async () => {
      const bomb = await hugeDimensionPng(7000, 7000);
      expect(bomb.length).toBeLessThan(100_000);
      expect((await upload(h, atLimit, '10.7.0.1')).status).toBe(201);
      const refused = await upload(h, bomb, '10.7.0.1');
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: CONTENT_ERRORS.uploadTooManyPixels.code, message: UPLOAD_MESSAGES.tooManyPixels });
    });

    it('When one side is over the limit but the other is tiny, then the pixel count decides: it is accepted', async () => {
      const res = await upload(h, await hugeDimensionPng(LIMIT_SIDE * 2, 16), '10.7.0.2');
      expect(res.status).toBe(201);
    });

    it('When six images at the limit are uploaded at once, then all are stored and reads of the same service keep being answered meanwhile', async () => {
      // A read that touches the database, like answering a quiz does.
      const cheap = () => call(h.baseUrl, 'GET', '/api/blog/public/posts');
      const progress = { uploading: true };
      const uploads = Promise.all(Array.from({ length: 6 }, (_, i) => upload(h, atLimit, `10.7.1.${i}`))).finally(() => {
        progress.uploading = false;
      });
      const answered: number[] = [];
      while (progress.uploading) answered.push((await cheap()).status);
      expect((await uploads).map((res) => res.status)).toEqual(Array(6).fill(201));
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.every((status) => status === 200)).toBe(true);
    });
  });

  describe('with a short queue', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startContentService('upload_queue', { env: { UPLOAD_RATE_LIMIT_PER_HOUR: '100', IMAGE_DECODE_CONCURRENCY: '1', IMAGE_QUEUE_MAX_WAITING: '2' } });
    });
    afterAll(() => h.close());

    it('When more uploads arrive than run plus wait, then the extra ones get 503 upload.busy with Retry-After at once, and the others are stored', async () => {
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(h, atLimit, `10.8.0.${i}`)));
      const created = results.filter((res) => res.status === 201);
      const busy = results.filter((res) => res.status === 503);
      expect(created.length + busy.length).toBe(6);
      expect(created.length).toBeGreaterThanOrEqual(3);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      for (const res of busy) {
        expect(res.headers.get('retry-after')).toBe('2');
        expect(res.body.error).toMatchObject({ code: CONTENT_ERRORS.uploadBusy.code, message: UPLOAD_MESSAGES.busy });
      }
    });
  });
});
