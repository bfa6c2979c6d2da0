// A remote's integrity table without the placeholders of chunks that emit no file.
'use strict';

const webpack = require('webpack');

/**
 * Module Federation makes chunks that emit no file (shared and remote stubs whose code lives in
 * other chunks). webpack-subresource-integrity still lists them in the runtime's hash table and
 * never fills them in, which fails the build ("unresolved integrity placeholders"). webpack never
 * loads a script for such a chunk, so its entry becomes an empty string.
 */
class EmptyChunkSriPlugin {
  apply(compiler) {
    const { makePlaceholder } = require('webpack-subresource-integrity/util');
    compiler.hooks.thisCompilation.tap('EmptyChunkSriPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // right after the SRI plugin (OPTIMIZE_INLINE) has filled in the real hashes
        { name: 'EmptyChunkSriPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        () => {
          const placeholders = [...compilation.chunks]
            .filter((chunk) => chunk.id !== null && chunk.files.size === 0)
            .map((chunk) => makePlaceholder(['sha384'], chunk.id));
          if (!placeholders.length) return;
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            for (const file of chunk.files) {
              const source = compilation.getAsset(file)?.source.source().toString();
              if (!source || !placeholders.some((p) => source.includes(p))) continue;
              const cleaned = placeholders.reduce((text, p) => text.split(p).join(''), source);
              compilation.updateAsset(file, new webpack.sources.RawSource(cleaned));
            }
          }
        },
      );
    });
  }
}

module.exports = { EmptyChunkSriPlugin };
