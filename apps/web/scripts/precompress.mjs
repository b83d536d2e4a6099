// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web
// app, so the server sends them as they are (@fastify/static `preCompressed`) and never spends
// CPU compressing the same bytes on every request. Best quality: it is paid once, at build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* filesUnder(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

const dist = fileURLToPath(new URL('../dist', import.meta.url));
let count = 0;
for (const path of filesUnder(dist)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const raw = readFileSync(path);
  if (raw.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }));
  count += 1;
}
console.log(`precompress: ${count} files written as .br and .gz`);
