import sharp from 'sharp';
import { CONTENT_ERRORS, UPLOAD_MESSAGES, uploadImageResponseSchema } from '@quizlink/contracts/content';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { LIMITS } from '@quizlink/contracts/quiz';
import { call } from '@quizlink/kit-http/testing';
import { fromClient, startContentService, type Harness } from './content.harness.ts';
import { animatedGif, hasGpsExif, jpegWithGps, pngWithGps, svgImage, textPretendingToBePng } from './image-fixtures.ts';

let h: Harness;
beforeAll(async () => {
  h = await startContentService('uploads', { env: { UPLOAD_RATE_LIMIT_PER_HOUR: '30' } });
});
afterAll(() => h.close());

function form(bytes: Buffer, fileName: string, type = 'image/png', field = 'image'): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  return data;
}

const upload = (data: FormData, client = '10.5.0.1') => call(h.baseUrl, 'POST', '/api/upload-image', data, fromClient(client));

async function fetchBytes(url: string): Promise<{ res: Response; bytes: Buffer }> {
  const res = await fetch(new URL(url, h.baseUrl));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('POST /api/upload-image and GET /api/uploads/{name}', () => {
  it('When a PNG with GPS EXIF is uploaded, then it is served under a server-made name, cached for a year, without the GPS data', async () => {
    const original = await pngWithGps();
    expect(hasGpsExif(original)).toBe(true);
    const res = await upload(form(original, '../../etc/holiday photo.png'));
    expect(res.status).toBe(201);
    const { imageUrl } = uploadImageResponseSchema.parse(res.body);
    expect(imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    expect(imageUrl).not.toContain('holiday');

    const { res: served, bytes } = await fetchBytes(imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(hasGpsExif(bytes)).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('When a JPEG declared as PNG is uploaded, then its content decides: it is stored as a JPEG without EXIF', async () => {
    const res = await upload(form(await jpegWithGps(), 'photo.png', 'image/png'));
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toMatch(/\.jpg$/);
    const { res: served, bytes } = await fetchBytes(res.body.imageUrl);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(hasGpsExif(bytes)).toBe(false);
  });

  it('When an animated GIF is uploaded, then its frames survive', async () => {
    const res = await upload(form(await animatedGif(), 'dance.gif', 'image/gif'));
    expect(res.status).toBe(201);
    const { bytes } = await fetchBytes(res.body.imageUrl);
    expect((await sharp(bytes, { animated: true }).metadata()).pages).toBe(2);
  });

  it.each([
    ['a text file named .png', textPretendingToBePng(), 'notes.png', 'image/png'],
    ['an SVG with a script', svgImage(), 'logo.svg', 'image/svg+xml'],
    ['an HTML page named .gif', Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.gif', 'image/gif'],
  ])('When %s is uploaded, then it is refused as 400 upload.unsupported_type and nothing is stored', async (_case, bytes, name, type) => {
    const [before] = await h.sequelize.query('SELECT COUNT(*) AS n FROM uploaded_images');
    const res = await upload(form(bytes, name, type));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: CONTENT_ERRORS.uploadUnsupportedType.code, message: UPLOAD_MESSAGES.unsupported });
    const [after] = await h.sequelize.query('SELECT COUNT(*) AS n FROM uploaded_images');
    expect(after).toEqual(before);
  });

  it('When the file is over 5 MB, then it is 413 "File too large"', async () => {
    const header = await pngWithGps();
    const big = Buffer.concat([header, Buffer.alloc(LIMITS.imageMaxBytes + 1 - header.length, 7)]);
    const res = await upload(form(big, 'big.png'), '10.5.0.2');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(UPLOAD_MESSAGES.tooLargeTitle);
  });

  it('When the file is exactly 5 MB of valid PNG, then the size alone does not refuse it', async () => {
    const png = await pngWithGps();
    // Bytes after the PNG's end are ignored by decoders and dropped by the re-encoding.
    const padded = Buffer.concat([png, Buffer.alloc(LIMITS.imageMaxBytes - png.length, 0)]);
    const res = await upload(form(padded, 'exact.png'), '10.5.0.3');
    expect(res.status).toBe(201);
  });

  it('When the field is missing, misnamed or the body is not multipart, then it is 400', async () => {
    const none = await upload(new FormData(), '10.5.0.4');
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({ code: CONTENT_ERRORS.uploadMissingFile.code, message: UPLOAD_MESSAGES.missing });
    const misnamed = await upload(form(await pngWithGps(), 'a.png', 'image/png', 'file'), '10.5.0.4');
    expect(misnamed.status).toBe(400);
    expect(misnamed.body.error).toMatchObject({ code: CONTENT_ERRORS.uploadFailed.code, message: UPLOAD_MESSAGES.failed });
    const json = await call(h.baseUrl, 'POST', '/api/upload-image', { image: 'x' }, fromClient('10.5.0.4'));
    expect(json.status).toBe(400);
  });

  it.each(['0123456789abcdef0123456789abcdef.png', 'nope.png', '..%2F..%2Fetc%2Fpasswd', 'ABCDEF0123456789abcdef0123456789.png'])(
    'When /api/uploads/%s is asked for, then it is 404 upload.not_found',
    async (name) => {
      const res = await call(h.baseUrl, 'GET', `/api/uploads/${name}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe(CONTENT_ERRORS.uploadNotFound.code);
    },
  );
});

describe('upload rate limit', () => {
  it('When one client uploads more than its hourly budget, then it gets 429', async () => {
    const limited = await startContentService('uploads_limit', { env: { UPLOAD_RATE_LIMIT_PER_HOUR: '2' } });
    try {
      const png = await pngWithGps();
      const send = () => call(limited.baseUrl, 'POST', '/api/upload-image', form(png, 'a.png'), fromClient('10.6.0.1'));
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.body.error.code).toBe(HTTP_ERRORS.requestRateLimited.code);
    } finally {
      await limited.close();
    }
  });
});
