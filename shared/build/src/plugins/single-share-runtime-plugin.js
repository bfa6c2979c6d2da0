// One sharing runtime per container, not two.
'use strict';

const CoreShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

/**
 * webpack (5.9x on) adds its own sharing runtime whenever a chunk needs the share scope, and
 * Module Federation's enhanced plugin adds its replacement beside it (a known FIXME upstream,
 * module-federation/core#1639). The replacement runs later and overwrites `__webpack_require__.S`
 * and `.I`, so webpack's copy is dead code: every shared module's registration written out a
 * second time (6.5 KB raw in each remoteEntry.js and in the shell's main.js). This drops webpack's
 * copy from every chunk that also has the enhanced one, and leaves a chunk with only webpack's alone.
 */
class SingleShareRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SingleShareRuntimePlugin', (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap('SingleShareRuntimePlugin', () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter(
            (m) => m.name === 'sharing',
          );
          const core = sharing.filter((m) => m instanceof CoreShareRuntimeModule);
          if (core.length === sharing.length) continue;
          for (const m of core) chunkGraph.disconnectChunkAndRuntimeModule(chunk, m);
        }
      });
    });
  }
}

module.exports = { SingleShareRuntimePlugin };
