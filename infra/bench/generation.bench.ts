/**
 * `npm run bench -- generation`: how fast Auto Draft reads content and drafts questions offline.
 * Builds a 50-page PDF (pdfkit) and a 50-page DOCX (docx) in memory, renders one A4 page of text to an
 * image (sharp), then times: text extraction of each document, OCR of the page (tesseract.js, bundled
 * English data, no network), OCR of a Spanish page (switching the worker to Spanish data), and offline
 * generation of 20 and 50 questions. Prints the figures; exits 0.
 */
import { performance } from 'node:perf_hooks';
import { Document, Packer, PageBreak, Paragraph, TextRun } from 'docx';
import PdfKitDocument from 'pdfkit';
import sharp from 'sharp';
import { createLogger } from '@quizlink/kit-logger';
import { createTesseractOcr, generateOffline, readDocx, readPdf, type TextSegment } from '@quizlink/generation-service/engine';

const PAGES = 50;
const RUNS = 5;

/** About 280 words of varied, factual-looking prose per page (names, years, places, trades). */
function pageText(p: number): string {
  const people = ['Alvarez', 'Baptiste', 'Castillo', 'Dubois', 'Eriksen', 'Fontaine', 'Gallagher', 'Hoffmann', 'Ivanova', 'Jensen', 'Kowalski', 'Lindqvist'];
  const rivers = ['Danube', 'Rhine', 'Loire', 'Volga', 'Thames', 'Tagus', 'Elbe', 'Oder', 'Vistula', 'Seine', 'Po', 'Ebro'];
  const trades = ['pottery', 'weaving', 'glassmaking', 'shipbuilding', 'metalwork', 'printing', 'tanning', 'brewing', 'carpentry', 'masonry', 'dyeing', 'milling'];
  const pick = <T,>(list: T[], k: number) => list[(p * 7 + k * 5) % list.length]!;
  const year = 1400 + p * 9;
  const sentences = [
    `In ${year}, the merchant ${pick(people, 0)} founded a trading post beside the ${pick(rivers, 1)} river.`,
    `The settlement became famous for its ${pick(trades, 2)} and sold goods to ${12 + p} neighbouring towns.`,
    `Every spring the ${pick(rivers, 1)} flooded the lower streets, so the workshops of ${pick(trades, 3)} moved uphill.`,
    `Historians still read the ledgers that ${pick(people, 0)} kept about the ${pick(trades, 2)} trade.`,
    `By ${year + 25}, the town council had built a stone bridge and a market hall near the harbour.`,
    `The guild of ${pick(trades, 4)} elected ${pick(people, 5)} as its master after a long dispute over prices.`,
    `Travellers described wide avenues, painted houses and a cathedral whose tower could be seen from the ${pick(rivers, 6)}.`,
    `A severe winter in ${year + 31} froze the river for nine weeks and ruined the harvest of wheat and barley.`,
    `The printer ${pick(people, 7)} published the first almanac of the region, listing fairs, tides and saints' days.`,
    `Scholars from the university came to study the ${pick(trades, 8)} methods that the workshops had perfected.`,
    `Ships loaded with salt, wool and timber left the docks for ports along the ${pick(rivers, 9)} every week.`,
    `When plague reached the town in ${year + 40}, the council closed the gates and opened a hospital outside the walls.`,
    `Later generations remembered ${pick(people, 5)} for the canal that linked the mills to the main river.`,
    `Archaeologists found coins, tools and fragments of ${pick(trades, 10)} in the foundations of the old warehouse.`,
    `Today a museum tells the story of the town, its ${pick(trades, 11)} and the families who shaped its history.`,
  ];
  return sentences.join(' ');
}

/** About 240 words of Spanish prose, rich in accents and ñ. */
function spanishPageText(): string {
  const sentences = [
    'En el año 1492, la expedición partió del puerto de Palos con tres barcos y noventa marineros.',
    'El capitán anotó en su diario la dirección del viento, la posición de las estrellas y el número de días sin tierra.',
    'Después de varias semanas, los marineros vieron aves y ramas que flotaban sobre el océano.',
    'La tripulación celebró cuando un vigía gritó desde el mástil que había una isla al oeste.',
    'Los habitantes de la isla recibieron a los viajeros con curiosidad y les ofrecieron algodón, frutas y agua.',
    'Según las crónicas, el almirante pensó que había llegado a las costas de Asia.',
    'En los años siguientes, otras expediciones exploraron el Caribe, la península de Yucatán y la costa de Sudamérica.',
    'Los cartógrafos dibujaron mapas nuevos que mostraban continentes, ríos y montañas desconocidos en Europa.',
    'El comercio de azúcar, cacao y plata cambió la economía de España durante más de dos siglos.',
    'Muchos pueblos indígenas sufrieron enfermedades, guerras y trabajos forzados tras la llegada de los europeos.',
    'Hoy los historiadores estudian cartas, diarios y códices para comprender aquella época con más precisión.',
    'Los museos de Sevilla y de Madrid conservan documentos, instrumentos de navegación y retratos de los marineros.',
    'Cada octubre, varios países recuerdan esos viajes con celebraciones, debates y lecciones en las escuelas.',
    'La señora Núñez, profesora de geografía, explicó a sus alumnos cómo se usaba el astrolabio en alta mar.',
    'También mostró por qué la brújula y las corrientes del océano eran esenciales para una travesía segura.',
  ];
  return sentences.join(' ');
}

async function fiftyPagePdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PdfKitDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let p = 0; p < PAGES; p++) {
      if (p > 0) doc.addPage();
      doc.fontSize(11).text(pageText(p));
    }
    doc.end();
  });
}

async function fiftyPageDocx(): Promise<Buffer> {
  const children = Array.from({ length: PAGES }, (_, p) => [
    ...(p > 0 ? [new Paragraph({ children: [new PageBreak()] })] : []),
    new Paragraph({ children: [new TextRun(pageText(p))] }),
  ]).flat();
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** An A4 page (150 dpi) of body text, as a phone photo of a printed page would be after cropping. */
async function pageImage(text: string): Promise<Buffer> {
  const words = text.split(' ');
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += 11) lines.push(words.slice(i, i + 11).join(' '));
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><rect width="100%" height="100%" fill="white"/>' +
    lines.map((line, i) => `<text x="90" y="${140 + i * 48}" font-family="DejaVu Serif, serif" font-size="30" fill="black">${line.replace(/&/g, '&amp;')}</text>`).join('') +
    '</svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function timed<T>(runs: number, task: () => Promise<T> | T): Promise<{ ms: number; result: T }> {
  const times: number[] = [];
  let result!: T;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = await task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, result };
}

const logger = createLogger({ service: 'bench', level: 'silent' });
const rows: Array<[string, string, string]> = [];
const row = (what: string, ms: number, note: string) => rows.push([what, `${ms.toFixed(0)} ms`, note]);

const pdf = await fiftyPagePdf();
const docx = await fiftyPageDocx();
const image = await pageImage(pageText(3));
const spanishText = spanishPageText();
const spanishImage = await pageImage(spanishText);

const pdfRead = await timed(RUNS, () => readPdf({ name: 'bench.pdf', size: pdf.length, buffer: pdf }, { ocr: null, maxOcrPages: 0 }));
row('Extract text, 50-page PDF (pdf-parse)', pdfRead.ms, `${pdfRead.result.pages} pages, ${pdfRead.result.characters} characters, median of ${RUNS}`);

const docxRead = await timed(RUNS, () => readDocx({ name: 'bench.docx', size: docx.length, buffer: docx }));
row('Extract text, 50-page DOCX (zip guard + mammoth)', docxRead.ms, `${docxRead.result.characters} characters, median of ${RUNS}`);

const ocr = createTesseractOcr({ logger });
const cold = await timed(1, () => ocr.recognize(image));
row('OCR one A4 page image, cold (tesseract.js)', cold.ms, 'includes starting the worker and loading English data');
const warm = await timed(3, () => ocr.recognize(image));
const words = warm.result.split(/\s+/).filter(Boolean).length;
row('OCR one A4 page image, warm', warm.ms, `${words} words read, median of 3`);
const toSpanish = await timed(1, () => ocr.recognize(spanishImage, { language: 'es' }));
row('OCR one Spanish A4 page, switching to Spanish', toSpanish.ms, 'includes ending the English worker and starting a Spanish one');
const spanish = await timed(3, () => ocr.recognize(spanishImage, { language: 'es' }));
const readWords = new Set(spanish.result.split(/\s+/));
const sourceWords = spanishText.split(' ');
const exact = sourceWords.filter((w) => readWords.has(w)).length;
row('OCR one Spanish A4 page, warm', spanish.ms, `${exact} of ${sourceWords.length} words exact (accents included), median of 3`);
await ocr.close();

const segments: TextSegment[] = pdfRead.result.segments;
for (const count of [20, 50]) {
  const request = { segments, images: [], topic: null, count, types: ['mcq', 'essay'] as const, difficulty: 'medium' as const, language: 'en' as const, exclude: [] };
  const gen = await timed(RUNS, () => generateOffline({ ...request, types: [...request.types] }));
  row(`Offline generation, ${count} questions from the 50-page text`, gen.ms, `${gen.result.questions.length} questions, median of ${RUNS}`);
}

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\nAuto Draft benchmark (Node ${process.version}, ${new Date().toISOString().slice(0, 10)})\n`);
for (const [what, ms, note] of rows) console.log(`${what.padEnd(width)}  ${ms.padStart(8)}   ${note}`);
console.log('');
