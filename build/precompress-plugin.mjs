// Brotli and gzip copies of every text asset, written beside it at build time: the web fronts
// (deploy: nginx's brotli_static/gzip_static, Fastify's preCompressed) send these as they are, so
// what ops serve is compressed once, harder than a server compresses per request.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller files gain nothing worth a second request header's worth of bytes (nginx's default). */
const MIN_BYTES = 1024;
const TEXT = /\.(?:js|css|json|html|svg)$/;

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      await Promise.all(
        compilation.getAssets().map(async ({ name, source }) => {
          // env.js is written per environment at deploy time: a build-time copy would go stale.
          if (!TEXT.test(name) || name === 'env.js') return;
          const content = source.buffer();
          if (content.length < MIN_BYTES) return;
          const file = path.join(outputPath, name);
          // Quality 10, not 11: within 2 % of 11's size at less than half its time (build < 30 s).
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  }
}
