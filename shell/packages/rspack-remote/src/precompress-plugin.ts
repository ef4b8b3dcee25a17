/// <reference types="node" />
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { isPrecompressedFile, STATIC_COMPRESSION } from '@quizlink/contracts/platform';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every compressible file of a
 * production build (STATIC_COMPRESSION), so the gateway sends them as they are instead of compressing
 * every bundle again at each start of each replica (about 8.5 s of CPU over both cores for the four
 * builds at brotli quality 9, measured at a gateway's start on a 2-core machine; issue 14).
 *
 * It runs after every other step (one stage after REPORT): the shell appends its precache list to
 * `sw.js` at REPORT, and a copy made before that would be of an older file. Written by hand rather
 * than with compression-webpack-plugin: that plugin compresses at OPTIMIZE_TRANSFER, before REPORT,
 * and names webpack as a peer dependency, which npm would install beside rspack.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, async () => {
        const files = compilation.getAssets().filter((asset) => isPrecompressedFile(asset.name) && asset.source.size() >= STATIC_COMPRESSION.minBytes);
        await Promise.all(
          files.map(async (asset) => {
            const raw = asset.source.buffer();
            const [br, gz] = await Promise.all([
              brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
              gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            compilation.emitAsset(`${asset.name}${STATIC_COMPRESSION.suffixes.br}`, new sources.RawSource(br));
            compilation.emitAsset(`${asset.name}${STATIC_COMPRESSION.suffixes.gzip}`, new sources.RawSource(gz));
          }),
        );
      });
    });
  }
}
