import { Document, HeadingLevel, Packer, Paragraph } from 'docx';

/**
 * A short lesson written for the review journey (issue 17): a heading and facts of every kind the
 * offline generator asks about — people, places, years, numbers, a cause — so Auto Draft drafts
 * multiple-choice questions from it without an AI key.
 */
export const REVIEW_LESSON = {
  fileName: 'panama-canal.docx',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  heading: 'The Panama Canal',
  paragraphs: [
    'The Panama Canal links the Atlantic Ocean to the Pacific Ocean across the Isthmus of Panama. French engineers under Ferdinand de Lesseps began digging a canal there in 1881, but disease and debt ended the work.',
    'The United States took over the project in 1904 and opened the canal in 1914. George Goethals led the construction after John Stevens resigned in 1907.',
    'A ship passes through three sets of locks that lift it 26 metres above the sea to Gatun Lake. Gatun Lake was created by a dam on the Chagres River and supplies the water for every lock.',
    'About 14,000 ships cross the canal each year. Because the canal saves ships a long voyage around Cape Horn, it carries a large share of world trade.',
    'Panama took full control of the canal in 1999. A wider set of locks opened in 2016 for larger container ships from Asia and Europe.',
  ],
} as const;

/** The lesson as a Word document, built in the test (docx), one paragraph per paragraph of the lesson. */
export function reviewLessonDocx(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [new Paragraph({ text: REVIEW_LESSON.heading, heading: HeadingLevel.HEADING_1 }), ...REVIEW_LESSON.paragraphs.map((text) => new Paragraph({ text }))],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
