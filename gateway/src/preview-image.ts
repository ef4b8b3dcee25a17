import express, { type Router } from 'express';
import sharp from 'sharp';
import { LAYOUT_MESSAGES, quizShareTitle, SHARE_IMAGE_SIZE } from '@quizlink/contracts/platform';
import { QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import type { Logger } from '@quizlink/kit-logger';
import { escapeHtml } from './link-preview.ts';
import type { QuizLink, QuizPreview, QuizPreviewSource } from './quiz-preview-source.ts';
import { TtlCache } from '@quizlink/kit-cache';

/** Options of the preview image routes. */
export type PreviewImageOptions = {
  quizzes: QuizPreviewSource;
  /**
   * The font the text is set in (committed, see packagedFontFile), so images look the same with or without
   * system fonts. Without it, Pango picks a system sans-serif.
   */
  fontFile?: string;
  logger: Logger;
};

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;
const IMAGE_TTL_MS = 24 * 60 * 60_000;
// Browsers and chat apps may keep an image for an hour; quizzes never change once published.
const CACHE_CONTROL = 'public, max-age=3600';

const BACKGROUND = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f2bd9"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <circle cx="1090" cy="90" r="190" fill="#fff" opacity="0.07"/><circle cx="120" cy="600" r="220" fill="#fff" opacity="0.07"/>
  <rect x="80" y="80" width="96" height="96" rx="22" fill="#fff" opacity="0.16"/>
  <g transform="translate(88 88) scale(1.25)"><circle cx="30" cy="29" r="14" fill="none" stroke="#fff" stroke-width="7"/><path d="M37 37l11 11" stroke="#fff" stroke-width="7" stroke-linecap="round"/></g>
  <rect x="80" y="440" width="300" height="76" rx="38" fill="#fff"/>
</svg>`);

/** Text set with Pango in the committed font; `markup` is Pango markup (XML-escaped content). */
function text(markup: string, points: number, fontFile: string | undefined, widthPx: number): Promise<Buffer> {
  const font = `Liberation Sans,DejaVu Sans,sans-serif Bold ${points}`;
  return sharp({ text: { text: markup, font, ...(fontFile ? { fontfile: fontFile } : {}), width: widthPx, rgba: true, wrap: 'word-char' } })
    .png()
    .toBuffer();
}

/** Long names get a smaller size so the title stays within two or three lines. */
const titleSize = (title: string): number => (title.length > 48 ? 50 : title.length > 32 ? 60 : 70);

/** The 1200×630 PNG of a quiz link: the brand, '{creator} Created This Quiz For You!' and the question count. */
export async function renderPreviewPng(quiz: QuizPreview, fontFile?: string): Promise<Buffer> {
  const title = quizShareTitle(quiz.creatorName);
  const count = `${quiz.questionCount} question${quiz.questionCount === 1 ? '' : 's'}`;
  const [brand, heading, pill] = await Promise.all([
    text(`<span foreground="#ffffff">${escapeHtml(LAYOUT_MESSAGES.brand)}</span>`, 48, fontFile, 600),
    text(`<span foreground="#ffffff">${escapeHtml(title)}</span>`, titleSize(title), fontFile, 1040),
    text(`<span foreground="#4f2bd9">${escapeHtml(count)}</span>`, 34, fontFile, 260),
  ]);
  const pillMeta = await sharp(pill).metadata();
  const headingMeta = await sharp(heading).metadata();
  return sharp(BACKGROUND)
    .composite([
      { input: brand, left: 200, top: 104 },
      { input: heading, left: 80, top: Math.max(210, 400 - (headingMeta.height ?? 0)) },
      { input: pill, left: 80 + Math.round((300 - (pillMeta.width ?? 0)) / 2), top: 478 - Math.round((pillMeta.height ?? 0) / 2) },
    ])
    .png({ compressionLevel: 8 })
    .toBuffer();
}

/**
 * GET /og/quiz/code/{code}.png and /og/quiz/{slug}.png: the generated preview image of a quiz link,
 * cached by what it shows (creator and count). Unknown or expired quizzes: 404 (their pages point at
 * the site's own share image instead).
 */
export function previewImageRoutes(opts: PreviewImageOptions): Router {
  const images = new TtlCache<Buffer>(300);
  const router = express.Router();

  const send = async (link: QuizLink, res: express.Response) => {
    const quiz = await opts.quizzes.lookup(link);
    if (!quiz) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send(QUIZ_MESSAGES.quizNotFound);
      return;
    }
    const key = `${quiz.creatorName}\u0000${quiz.questionCount}`;
    let png = images.get(key);
    if (!png) {
      png = await renderPreviewPng(quiz, opts.fontFile);
      images.set(key, png, IMAGE_TTL_MS);
    }
    res.set('Cache-Control', CACHE_CONTROL).type('image/png').send(png);
  };

  router.get('/og/quiz/code/:file', (req, res, next) => {
    const code = /^([A-Za-z0-9]{1,32})\.png$/.exec(req.params.file)?.[1];
    if (!code) return next();
    send({ kind: 'code', value: code.toUpperCase() }, res).catch(next);
  });
  router.get('/og/quiz/:file', (req, res, next) => {
    const slug = /^(.{1,64})\.png$/.exec(req.params.file)?.[1];
    if (!slug || slug === 'code') return next();
    send({ kind: 'slug', value: slug }, res).catch(next);
  });
  return router;
}
