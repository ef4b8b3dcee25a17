/**
 * Regenerates the committed PNGs of public/: app icons (manifest, Apple touch icon) and the site's
 * share image. Run after changing the logo: `node shell/tools/generate-images.ts` (uses the gateway's
 * sharp and the Liberation Sans font shipped with pdfjs-dist; the output is committed, so neither is
 * needed to build or run the shell).
 */
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const font = path.resolve(import.meta.dirname, '..', '..', 'node_modules', 'pdfjs-dist', 'standard_fonts', 'LiberationSans-Bold.ttf');
const PRIMARY = '#4f2bd9';

/** The logo mark (a "Q" drawn as a ring and a tail) on a square; `inset` leaves the maskable safe zone. */
function logoSvg(size: number, inset: number, rounded: boolean): Buffer {
  const s = (size - 2 * inset) / 64;
  const radius = rounded ? size * 0.22 : 0;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${PRIMARY}"/>
  <g transform="translate(${inset} ${inset}) scale(${s})">
    <circle cx="30" cy="29" r="14" fill="none" stroke="#fff" stroke-width="7"/>
    <path d="M37 37l11 11" stroke="#fff" stroke-width="7" stroke-linecap="round"/>
  </g>
</svg>`);
}

async function icon(file: string, size: number, inset: number, rounded: boolean): Promise<void> {
  await sharp(logoSvg(size, inset, rounded)).png({ compressionLevel: 9 }).toFile(path.join(publicDir, file));
}

async function text(markup: string, points: number, width: number): Promise<Buffer> {
  return sharp({ text: { text: markup, font: `Liberation Sans Bold ${points}`, fontfile: font, width, rgba: true, wrap: 'word' } })
    .png()
    .toBuffer();
}

async function shareImage(): Promise<void> {
  const background = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f2bd9"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1090" cy="90" r="190" fill="#fff" opacity="0.07"/><circle cx="120" cy="600" r="220" fill="#fff" opacity="0.07"/>
</svg>`);
  const logo = await sharp(logoSvg(140, 0, true)).png().toBuffer();
  const brand = await text('<span foreground="#ffffff">QuizLink</span>', 60, 800);
  const tagline = await text('<span foreground="#ffffff">Create any quiz in minutes!</span>', 72, 1040);
  const lead = await text('<span foreground="#e9e3ff">Share one link. See who knows you best. Free, no sign-up.</span>', 34, 1040);
  await sharp(background)
    .composite([
      { input: logo, left: 80, top: 80 },
      { input: brand, left: 250, top: 118 },
      { input: tagline, left: 80, top: 290 },
      { input: lead, left: 80, top: 470 },
    ])
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'og-image.png'));
}

await icon('icons/icon-192.png', 192, 24, true);
await icon('icons/icon-512.png', 512, 64, true);
await icon('icons/maskable-512.png', 512, 110, false);
await icon('icons/apple-touch-icon.png', 180, 22, false);
await shareImage();
console.log(`images written to ${publicDir}`);
