/** The part of pdfkit (untyped; no @types installed) the generation benchmark uses. */
declare module 'pdfkit' {
  import type { EventEmitter } from 'node:events';

  type DocumentOptions = { compress?: boolean; size?: string; info?: Record<string, unknown> };
  export default class PDFDocument extends EventEmitter {
    constructor(options?: DocumentOptions);
    fontSize(size: number): this;
    text(text: string, options?: Record<string, unknown>): this;
    addPage(): this;
    image(source: Buffer, x?: number, y?: number, options?: { width?: number; height?: number }): this;
    end(): void;
  }
}
