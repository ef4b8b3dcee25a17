/**
 * Which built files travel compressed, and how a build hands its compressed copies to whoever serves it:
 * the builds write them beside each file (`main.3f9a1c2b7d.js.br`, `….gz`), the gateway sends them to a
 * browser that accepts the encoding, and compresses only what a build left without them.
 */
export const STATIC_COMPRESSION = {
  /** Text files worth compressing; images and fonts are compressed already. */
  extensions: ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map'],
  /** Left out of builds and of the gateway's start: source maps are large and rarely fetched, so they are compressed when asked for. */
  onDemandOnly: ['.map'],
  /** Below this, compression costs more than it saves. */
  minBytes: 1024,
  /** The copy of `<file>` in each encoding, written beside it by the build. */
  suffixes: { br: '.br', gzip: '.gz' },
} as const;

export type StaticEncoding = keyof typeof STATIC_COMPRESSION.suffixes;

/** A file name's (or URL path's) last extension, lower-cased (`.js`), or null when its last segment has none. */
function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot > name.lastIndexOf('/') ? name.slice(dot).toLowerCase() : null;
}

/** The name's extension when the builds and the gateway compress files of its type, else null. */
function compressibleExtension(name: string): string | null {
  const extension = extensionOf(name);
  return extension !== null && (STATIC_COMPRESSION.extensions as readonly string[]).includes(extension) ? extension : null;
}

/** A file name (or URL path) whose content the builds and the gateway compress. */
export function isCompressibleFile(name: string): boolean {
  return compressibleExtension(name) !== null;
}

/** A compressible file that builds compress ahead of time (all but `onDemandOnly`), judged by the same extension. */
export function isPrecompressedFile(name: string): boolean {
  const extension = compressibleExtension(name);
  return extension !== null && !(STATIC_COMPRESSION.onDemandOnly as readonly string[]).includes(extension);
}
