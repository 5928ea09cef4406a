// Writes a Brotli (.br) and a gzip (.gz) copy of every text file of the built web
// app (JavaScript, CSS, SVG, HTML), at the strongest levels: compressed once here,
// served as they are by the server to each browser that accepts them (issue 19).
// Source maps are neither compressed nor served.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const WEB_DIR = path.resolve(process.argv[2] ?? 'dist/web');
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|txt|xml|webmanifest)$/;

function* files(directory) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

let count = 0;
let original = 0;
let brotli = 0;
for (const file of files(WEB_DIR)) {
  const bytes = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  count += 1;
  original += bytes.length;
  brotli += br.length;
}
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(`Compressed ${count} web files: ${kb(original)} -> ${kb(brotli)} with Brotli`);
