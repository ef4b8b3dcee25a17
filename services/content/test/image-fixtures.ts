import sharp from 'sharp';

/** EXIF with a GPS position (51°30'N 0°7'W), as a phone writes it. */
const GPS_EXIF = {
  IFD0: { Make: 'PhoneCam', Model: 'X1' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
};

const solid = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } });

export const pngWithGps = (): Promise<Buffer> => solid(64, 48).withExif(GPS_EXIF).png().toBuffer();
export const jpegWithGps = (): Promise<Buffer> => solid(64, 48).withExif(GPS_EXIF).jpeg().toBuffer();
export const plainPng = (width = 32, height = 24): Promise<Buffer> => solid(width, height).png().toBuffer();
export const webp = (): Promise<Buffer> => solid(30, 20).webp().toBuffer();

/** A JPEG stored landscape (60×20) whose EXIF says "rotate 90° clockwise" to display it. */
export const rotatedJpeg = (): Promise<Buffer> => solid(60, 20).withMetadata({ orientation: 6 }).jpeg().toBuffer();

/** A two-frame animated GIF, 20×20 per frame. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(['#0000ff', '#ff0000'].map((colour) => sharp({ create: { width: 20, height: 20, channels: 4, background: colour } }).png().toBuffer()));
  return sharp(frames, { join: { animated: true } }).gif({ delay: [100, 100], loop: 0 }).toBuffer();
}

/** True when the bytes still carry an EXIF block with a GPS pointer (tag 0x8825, either byte order). */
export function hasGpsExif(bytes: Buffer): boolean {
  return bytes.includes(Buffer.from([0x25, 0x88])) && (bytes.includes(Buffer.from('eXIf')) || bytes.includes(Buffer.from('Exif')));
}

export const textPretendingToBePng = (): Buffer => Buffer.from('This is not an image, just text saved as photo.png\n'.repeat(20));
export const svgImage = (): Buffer =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');

/**
 * A PNG with huge dimensions in a small file (one colour compresses to almost nothing): the shape of
 * a decompression bomb, cheap to send and slow to decode.
 */
export const hugeDimensionPng = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer();
