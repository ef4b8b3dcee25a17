import sharp from 'sharp';
import { CONTENT_ERRORS } from '@quizlink/contracts/content';
import { animatedGif, hasGpsExif, hugeDimensionPng, jpegWithGps, plainPng, pngWithGps, rotatedJpeg, svgImage, textPretendingToBePng, webp } from '../../test/image-fixtures.ts';
import { MAX_IMAGE_DIMENSION, MAX_INPUT_PIXELS, inspectImage, reencodeImage, uploadName } from './image-reencoding.ts';

describe('reencodeImage', () => {
  it('When a PNG carries GPS EXIF, then the re-encoded PNG has no metadata left', async () => {
    const original = await pngWithGps();
    expect(hasGpsExif(original)).toBe(true);
    const image = await reencodeImage(original);
    expect(image.contentType).toBe('image/png');
    expect(image.extension).toBe('png');
    expect(hasGpsExif(image.bytes)).toBe(false);
    const meta = await sharp(image.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it('When a JPEG carries GPS EXIF, then it comes back as a JPEG without it', async () => {
    const image = await reencodeImage(await jpegWithGps());
    expect(image.contentType).toBe('image/jpeg');
    expect(image.extension).toBe('jpg');
    expect(hasGpsExif(image.bytes)).toBe(false);
    expect((await sharp(image.bytes).metadata()).exif).toBeUndefined();
  });

  it('When a photo has an orientation tag, then the pixels are turned upright before the tag is dropped', async () => {
    const image = await reencodeImage(await rotatedJpeg());
    expect([image.width, image.height]).toEqual([20, 60]);
    expect((await sharp(image.bytes).metadata()).orientation).toBeUndefined();
  });

  it('When an animated GIF is uploaded, then every frame is kept', async () => {
    const image = await reencodeImage(await animatedGif());
    expect(image.contentType).toBe('image/gif');
    const meta = await sharp(image.bytes, { animated: true }).metadata();
    expect(meta.pages).toBe(2);
    expect(image.height).toBe(20);
  });

  it('When a WebP is uploaded, then it stays a WebP', async () => {
    const image = await reencodeImage(await webp());
    expect(image.contentType).toBe('image/webp');
  });

  it('When a text file or an SVG is uploaded, whatever its name, then it is refused as unsupported', async () => {
    await expect(reencodeImage(textPretendingToBePng())).rejects.toMatchObject({ status: 400, code: CONTENT_ERRORS.uploadUnsupportedType.code });
    await expect(reencodeImage(svgImage())).rejects.toMatchObject({ status: 400, code: CONTENT_ERRORS.uploadUnsupportedType.code });
  });

  it('When a PNG is truncated, then it fails as upload.failed, not as a server error', async () => {
    const broken = (await plainPng()).subarray(0, 60);
    await expect(reencodeImage(broken)).rejects.toMatchObject({ status: 400, code: CONTENT_ERRORS.uploadFailed.code });
  });

  it('When HTML is hidden after the image data, then it does not survive', async () => {
    const polyglot = Buffer.concat([await plainPng(), Buffer.from('<script>alert(document.cookie)</script>')]);
    const image = await reencodeImage(polyglot);
    expect(image.bytes.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('When an image is larger than the maximum side, then it is scaled down keeping its proportions', async () => {
    const image = await reencodeImage(await plainPng(MAX_IMAGE_DIMENSION * 2, 100));
    expect([image.width, image.height]).toEqual([MAX_IMAGE_DIMENSION, 50]);
  });

  it('When a small file claims more pixels than the limit, then it is refused as upload.too_many_pixels without being decoded', async () => {
    const bomb = await hugeDimensionPng(7000, 7000);
    const started = performance.now();
    await expect(inspectImage(bomb)).rejects.toMatchObject({ status: 400, code: CONTENT_ERRORS.uploadTooManyPixels.code });
    // Reading a header takes about a millisecond; decoding 49 M pixels takes hundreds.
    expect(performance.now() - started).toBeLessThan(100);
    await expect(reencodeImage(bomb)).rejects.toMatchObject({ code: CONTENT_ERRORS.uploadTooManyPixels.code });
  });

  it('When an image has exactly the limit in pixels, then it passes the header check', async () => {
    const side = Math.sqrt(MAX_INPUT_PIXELS);
    await expect(inspectImage(await hugeDimensionPng(side, side))).resolves.toMatchObject({ contentType: 'image/png' });
    await expect(inspectImage(await hugeDimensionPng(side + 1, side))).rejects.toMatchObject({ code: CONTENT_ERRORS.uploadTooManyPixels.code });
  });

  it('When names are made, then they are 32 hex characters and never repeat', () => {
    const names = Array.from({ length: 50 }, () => uploadName('png'));
    expect(new Set(names).size).toBe(50);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
  });
});
