// The shell's boot-chunks.json, which the shell server preloads with the HTML.
'use strict';

const webpack = require('webpack');

/**
 * The host writes boot-chunks.json: the chunks its async boundary (src/bootstrap) needs before the
 * first render, i.e. the bootstrap chunk group and the shared modules it consumes, but not its lazy
 * pages. The shell server preloads them with the HTML instead of after main.js has run.
 */
class BootChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BootChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const boot = compilation.namedChunkGroups.get('bootstrap');
          if (!boot) return;
          // A shared module runs from the chunks its provider registered in the share scope, not from the
          // consume side's fallback chunk (same code, another file): preloading the fallback downloaded
          // every shared module twice (9 KB brotli on the home page).
          const provided = new Map();
          for (const module of compilation.modules) {
            if (module.constructor.name !== 'ProvideSharedModule') continue;
            for (const block of module.blocks) {
              const group = compilation.chunkGraph.getBlockChunkGroup(block);
              if (group) provided.set(module._name, group);
            }
          }
          const files = new Set();
          const seen = new Set();
          const visit = (group) => {
            if (seen.has(group)) return;
            seen.add(group);
            for (const chunk of group.chunks)
              for (const file of chunk.files) if (file.endsWith('.js') && file !== 'main.js') files.add(file);
            for (const child of group.getChildren()) {
              const consume = child.origins
                .map((o) => o.module)
                .find((m) => m?.constructor.name === 'ConsumeSharedModule');
              if (consume) visit(provided.get(consume.options.shareKey) ?? child);
            }
          };
          visit(boot);
          // largest first: the server preloads them in this order, and the biggest (the vendor chunk)
          // is the last to arrive when it queues behind the others for one of the origin's connections
          const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
          const ordered = [...files].sort((a, b) => size(b) - size(a) || a.localeCompare(b));
          compilation.emitAsset(
            'boot-chunks.json',
            new webpack.sources.RawSource(JSON.stringify(ordered, null, 2)),
          );
          // The sign-in library's chunks (the named `auth-service` group): a personal page needs them
          // for its signed-in state, so the server preloads them there too (decision 099).
          const auth = compilation.namedChunkGroups.get('auth-service');
          const authFiles = auth
            ? [...auth.chunks].flatMap((c) => [...c.files]).filter((f) => f.endsWith('.js') && !files.has(f))
            : [];
          compilation.emitAsset(
            'auth-chunks.json',
            new webpack.sources.RawSource(JSON.stringify(authFiles.sort(), null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { BootChunksPlugin };
