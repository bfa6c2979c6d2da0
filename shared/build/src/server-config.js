// A remote's server build (decision 050): the same exposes as its browser build (but ./embed), compiled
// for Node as a Module Federation container the shell server loads by URL, checks against the
// release's sha384 and evaluates. One file: a single hash then covers every byte of server code the
// release can run, and no chunk is ever fetched and evaluated unchecked (so no HTTP chunk loader, and
// no @module-federation/node runtime plugin, whose chunk loader evaluates what it fetches unchecked).
'use strict';

const path = require('node:path');
const crypto = require('node:crypto');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SingleShareRuntimePlugin } = require('./plugins/single-share-runtime-plugin');

/** Where the server build goes, relative to the browser build's folder (dist/ or releases/<id>/). */
const SERVER_DIR = 'server';
const SERVER_ENTRY = `${SERVER_DIR}/remoteEntry.js`;

/**
 * The server build's shared modules: the browser's singletons, every one `import: false`. The shell
 * server provides them from its own node_modules, so the bundle holds no React, router, SWR, Emotion or
 * shared @cle/contracts module, and a process has one copy of each whatever remotes it loads.
 * @param {Record<string, object>} browserShared
 */
function serverShared(browserShared) {
  return Object.fromEntries(
    Object.entries(browserShared).map(([key, { singleton, requiredVersion }]) => [
      key,
      { singleton, requiredVersion, import: false },
    ]),
  );
}

/**
 * @param {object} o
 * @param {object} o.common        the browser build's shared settings (mode, resolve, swc rule, ...)
 * @param {string} o.name          the app's folder name (mfe-*)
 * @param {string} o.federationName
 * @param {Record<string,string>} o.exposes   the browser build's exposes; ./embed is left out
 * @param {Record<string, object>} o.shared   the browser build's shared config
 * @param {webpack.DefinePlugin} o.define
 * @param {string} o.outDir        the browser build's folder; the server build goes to <outDir>/server
 * @param {{ record?: { entry: string, integrity: string } }} o.handoff  receives the server entry's record
 * @param {string[]} o.configFiles  files whose change invalidates the cache
 */
function createServerConfig({
  common,
  name,
  federationName,
  exposes,
  shared,
  define,
  outDir,
  handoff,
  configFiles,
}) {
  const serverExposes = Object.fromEntries(Object.entries(exposes).filter(([key]) => key !== './embed'));
  return {
    ...common,
    name: `${name}-server`,
    target: 'async-node',
    // Readable stack traces in the shell server's logs; nothing downloads this file but the shell server.
    devtool: false,
    // the container is the only entry (the MF plugin adds it)
    entry: {},
    output: {
      path: path.join(outDir, SERVER_DIR),
      // one chunk, the container: merging chunks can leave it named after another entry's chunk name
      filename: 'remoteEntry.js',
      chunkFilename: '[name].js',
      // the server never loads a file of this build by URL (one chunk, no assets)
      publicPath: '',
      uniqueName: `${federationName}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    optimization: {
      // unminified: faster to build, and the shell server's stack traces name real functions
      minimize: false,
      splitChunks: false,
      runtimeChunk: false,
    },
    plugins: [
      define,
      // every exposed module and every non-shared dependency in remoteEntry.js itself
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes: serverExposes,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shared: serverShared(shared),
        shareStrategy: 'loaded-first',
        // the runtime comes from the shell server (globalThis._FEDERATION_RUNTIME_CORE), as in the browser
        experiments: { externalRuntime: true },
        dts: false,
        manifest: false,
      }),
      new SingleShareRuntimePlugin(),
      new ServerRecordPlugin(handoff),
    ],
    cache: {
      type: 'filesystem',
      name: `${name}-server-${common.mode}`,
      buildDependencies: { config: configFiles },
    },
  };
}

/**
 * Checks that the server build is one script and hands its sha384 to the browser build's release record
 * (which runs after it: the browser config depends on this one).
 */
class ServerRecordPlugin {
  constructor(handoff) {
    this.handoff = handoff;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerRecordPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerRecordPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          this.handoff.record = undefined;
          const scripts = compilation
            .getAssets()
            .map((a) => a.name)
            .filter((n) => /\.[cm]?js$/.test(n));
          if (scripts.length !== 1 || scripts[0] !== 'remoteEntry.js') {
            // a second file would be code the shell server loads without a hash: refuse the build
            compilation.errors.push(
              new webpack.WebpackError(
                `server build must be one file (remoteEntry.js), got: ${scripts.join(', ')}`,
              ),
            );
            return;
          }
          const bytes = compilation.getAsset('remoteEntry.js').source.buffer();
          const digest = crypto.createHash('sha384').update(bytes).digest('base64');
          this.handoff.record = { entry: SERVER_ENTRY, integrity: `sha384-${digest}` };
        },
      );
    });
  }
}

module.exports = { createServerConfig, SERVER_DIR, SERVER_ENTRY };
