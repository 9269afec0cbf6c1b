/**
 * A Vite plugin that writes each built text file's brotli (`.br`, quality 11) and gzip (`.gz`,
 * level 9) beside it once the build is done, so the server sends those files (`preCompressed` in
 * src/server/server.ts) instead of compressing on every request at a lower setting. A file under
 * 1 KB, or one that does not get smaller, is left alone.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|md)$/;
const SMALLEST = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `.br` and `.gz` beside each text file of `dir`; the files written. */
export function precompressDir(dir: string): string[] {
  const written: string[] = [];
  for (const path of filesUnder(dir)) {
    if (!TEXT.test(path)) continue;
    const raw = readFileSync(path);
    if (raw.length < SMALLEST) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) written.push(write(`${path}.br`, br));
    if (gz.length < raw.length) written.push(write(`${path}.gz`, gz));
  }
  return written;
}

function write(path: string, data: Buffer): string {
  writeFileSync(path, data);
  return path;
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "pyramids-precompress",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    // After every other plugin (the service worker is written last of all).
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}
