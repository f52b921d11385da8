// The shell's start-up chunks as <link rel="preload"> in index.html: the parser finds them beside
// the entry chunk. Otherwise the entry chunk asks for the bootstrap once it runs, and the federation
// runtime for each shared module over several microtasks, and on a fast network an ask sent after
// another's answer counts a round trip deeper: the first visit's waterfall (issue 14) grew by one or two.
import { rspack } from '@rspack/core';

// Module federation's module types in rspack's chunk graph.
const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';

const targets = (compilation, block) =>
  block.dependencies.map((dependency) =>
    compilation.moduleGraph.getModule(dependency)?.identifier(),
  );

/**
 * The files of the chunk group `import(request)` in the entry `entry` creates, and of every chunk
 * the shared modules it consumes need, transitively: what runs before the first render. A shared
 * module comes from the chunks of the entry's own provided copy (the shell provides what it
 * consumes, and loads first), else from its fallback's. Other lazy imports (routes) are not followed.
 */
export function startUpFiles(compilation, entry, request) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entry);
  if (!entrypoint) throw new Error(`start-up preload: no entry '${entry}'`);
  const start = entrypoint.childrenIterable.find((group) =>
    group.origins.some((origin) => origin.request === request),
  );
  if (!start) throw new Error(`start-up preload: the entry '${entry}' has no import('${request}')`);
  // The provided copy's chunk group, by the module it provides.
  const provided = new Map();
  for (const chunk of entrypoint.chunks)
    for (const module of chunkGraph.getChunkModules(chunk)) {
      if (module.type !== PROVIDE) continue;
      for (const block of module.blocks)
        for (const target of targets(compilation, block))
          provided.set(target, chunkGraph.getBlockChunkGroup(block));
    }
  let consumed = 0;
  const files = new Set();
  const seen = new Set();
  const visit = (group) => {
    for (const chunk of group.chunks) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModules(chunk)) {
        if (module.type !== CONSUME) continue;
        consumed += 1;
        for (const block of module.blocks) {
          const own = targets(compilation, block).map((target) => provided.get(target));
          for (const next of own.some(Boolean) ? own : [chunkGraph.getBlockChunkGroup(block)])
            if (next) visit(next);
        }
      }
    }
  };
  visit(start);
  // The bootstrap renders with React: no shared module found means rspack's module types or
  // layout changed under this plugin, and index.html would preload a fraction of the start-up.
  if (provided.size === 0 || consumed === 0)
    throw new Error(
      `start-up preload: found ${provided.size} provided and ${consumed} consumed shared modules; ` +
        `has module federation's module layout changed?`,
    );
  // The entry's own files are in index.html already.
  for (const file of entrypoint.getFiles()) files.delete(file);
  return [...files].sort();
}

/** Adds the start-up files of `import(request)` in `entry` to index.html's head as preloads. */
export class StartUpPreloadPlugin {
  constructor({ entry = 'main', request }) {
    this.entry = entry;
    this.request = request;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartUpPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'StartUpPreloadPlugin',
        (data) => {
          const links = startUpFiles(compilation, this.entry, this.request).map((file) => ({
            tagName: 'link',
            attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
            voidTag: true,
          }));
          // The entry is a deferred script, low priority by default: on HTTP/1.1's six
          // connections it would wait behind the preloads that follow it.
          const headTags = data.headTags.map((tag) =>
            tag.tagName === 'script'
              ? { ...tag, attributes: { ...tag.attributes, fetchpriority: 'high' } }
              : tag,
          );
          return { ...data, headTags: [...headTags, ...links] };
        },
      );
    });
  }
}
