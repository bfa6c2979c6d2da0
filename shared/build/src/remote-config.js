// A remote's part of the build (create-config.js): its container (remoteEntry.js) with integrity and
// release.json, and the loader build (embed.js) that serves its standalone and integrator pages.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');
const { remotes } = require('./topology');
const { EmptyChunkSriPlugin } = require('./plugins/empty-chunk-sri-plugin');
const { precompress } = require('./plugins/precompress');
const { ReleaseRecordPlugin } = require('./plugins/release-record-plugin');

/**
 * The @cle/ui modules every exposed view runs (its root, the theme, skeletons): one chunk of the remote,
 * not a copy in each exposed module's chunk. Too small for webpack's default split (20 KB), they were
 * copied into every expose: the home page loads two of mfe-product's and paid them twice (decision 092).
 */
const uiBase = {
  test: /[\\/]shared[\\/]ui[\\/]src[\\/](remote-root|theme|skeleton|csp-nonce|request-caches)\.tsx?$/,
  name: 'ui-base',
  chunks: 'async',
  minSize: 0,
  enforce: true,
};

/** Module types of Module Federation's shared-module stubs: a chunk loaded from one of them is a fallback. */
const SHARED_STUBS = new Set(['consume-shared-module', 'provide-module']);

/**
 * The remote's own copies of its shared modules (React, the router, SWR, Emotion, @cle/contracts...)
 * in one chunk. The composed site never loads them (the shell provides every singleton), yet each
 * fallback chunk cost its sha384 and file name in remoteEntry.js: 24 chunks, about 1.4 KB compressed
 * on every page. Only an embed without the shell loads them, and it needs nearly all of them at once.
 */
const sharedFallbacks = {
  name: 'shared-fallbacks',
  chunks: 'async',
  minSize: 0,
  enforce: true,
  test: (module, { chunkGraph }) => {
    // The stubs stay where they are: a fallback chunk holding another module's consume stub would wait
    // on itself (loading it loads its consumes, whose fallback is the same chunk).
    if (SHARED_STUBS.has(module.type)) return false;
    const chunks = [...chunkGraph.getModuleChunksIterable(module)];
    return (
      chunks.length > 0 &&
      chunks.every((chunk) =>
        [...chunk.groupsIterable].every((group) =>
          group.origins.every((origin) => origin.module && SHARED_STUBS.has(origin.module.type)),
        ),
      )
    );
  },
};

/**
 * What a remote's app config adds to the common one.
 * @param {object} o
 * @param {string} o.appDir
 * @param {string} o.name
 * @param {'development' | 'production'} o.mode
 * @param {string} o.federationName
 * @param {string} o.buildId
 * @param {number} o.contracts     the @cle/contracts major (decision 031)
 * @param {Record<string,string>} o.exposes
 * @param {string[]} o.runtimePlugins
 * @param {boolean} o.withServer   a server build runs first and hands over its entry (server-config.js)
 * @param {object} o.handoff       where the server build leaves its record
 * @param {Record<string, RegExp>} o.namedChunks  lazy modules kept in one chunk of that name, so a
 *   route hint can name it (route-hints.json `chunks`)
 */
function remotePart({
  appDir,
  name,
  mode,
  federationName,
  buildId,
  contracts,
  exposes,
  runtimePlugins,
  withServer,
  handoff,
  namedChunks = {},
}) {
  const named = Object.fromEntries(
    Object.entries(namedChunks).map(([chunk, test]) => [
      chunk,
      { test, name: chunk, chunks: 'async', enforce: true },
    ]),
  );
  return {
    // A remote has no page of its own: its entries are the container (remoteEntry.js) and the embed
    // entry that embed.js loads (src/embed-loader.ts).
    entry: { 'embed-app': './src/embed-loader.ts' },
    output: {
      // Remotes resolve their chunks next to whatever remoteEntry.js was loaded.
      publicPath: 'auto',
      // Remote chunks load cross-origin with their SRI hash (webpack-subresource-integrity).
      crossOriginLoading: 'anonymous',
      // the loader's files and the server build (other compilations of the same run) stay
      clean: {
        keep: withServer
          ? /^(server\/|(embed\.js|embed\.js\.map|index\.html|embed-example\.html)(\.br|\.gz)?$)/
          : /^(embed\.js|embed\.js\.map|index\.html|embed-example\.html)(\.br|\.gz)?$/,
      },
    },
    optimization: { splitChunks: { cacheGroups: { uiBase, sharedFallbacks, ...named } } },
    federation: {
      filename: 'remoteEntry.js',
      exposes,
      runtimePlugins,
      experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
      // A remote's mf-manifest.json lists each exposed module's chunks: the shell server reads it
      // to preload the current route's chunks with the HTML (shell-host/server/route-preload.mts).
      manifest: { fileName: 'mf-manifest.json' },
    },
    plugins: [
      // Every chunk the remote's runtime loads carries its sha384 (the hashes live in
      // remoteEntry.js, whose own hash the release records: one hash covers the remote).
      new SubresourceIntegrityPlugin({
        hashFuncNames: ['sha384'],
        enabled: mode === 'production',
        // 'eager' walks async children only and misses the chunks MF loads for exposes and
        // shared fallbacks (unresolved placeholders); 'lazy' covers every chunk.
        hashLoading: 'lazy',
      }),
      new EmptyChunkSriPlugin(),
      new ReleaseRecordPlugin({
        federationName,
        buildId,
        contracts,
        routeHintsFile: path.join(appDir, 'src', 'route-hints.json'),
        server: withServer ? handoff : null,
      }),
    ],
    port: remotes[name].port,
  };
}

/**
 * A remote's standalone page (index.html): the one page template of ./pages/standalone.html around
 * the remote's own part, src/standalone-mount.html (what it mounts and how). A remote that still
 * has a whole src/index.html keeps it.
 */
function standalonePage(appDir) {
  const own = path.join(appDir, 'src', 'index.html');
  if (fs.existsSync(own)) return { template: own };
  return {
    template: path.join(__dirname, 'pages', 'standalone.html'),
    templateParameters: {
      standaloneMount: fs.readFileSync(path.join(appDir, 'src', 'standalone-mount.html'), 'utf8'),
    },
  };
}

/**
 * A remote's integrator example page (embed-example.html): an integrator's own page
 * (./pages/embed-example.html: its header, and a main area that says what it mounts) around the
 * remote's part, src/embed-example-body.html (the mount point and the integrator's script).
 * @param {string} appDir
 * @param {import('./create-config').EmbedExample} example
 */
function embedExamplePage(appDir, example) {
  if (!example) throw new Error(`${appDir}/webpack.config.js: a remote describes its embedExample page`);
  const body = fs.readFileSync(path.join(appDir, 'src', 'embed-example-body.html'), 'utf8');
  return {
    template: path.join(__dirname, 'pages', 'embed-example.html'),
    templateParameters: { ...example, body },
  };
}

/**
 * embed.js: runtime-core + window.CleEmbed, no federation plugin. It serves the remote's own
 * standalone page (index.html) and the integrator example page (embed-example.html).
 */
function loaderConfig({ common, appDir, name, mode, define, outDir, title, embedExample, configFile }) {
  return {
    ...common,
    name: `${name}-loader`,
    entry: { embed: require.resolve('./runtime-loader.mjs') },
    output: { path: outDir, filename: '[name].js', publicPath: 'auto' },
    plugins: [
      define,
      ...precompress(mode),
      new HtmlWebpackPlugin({
        ...standalonePage(appDir),
        chunks: ['embed'],
        title: title || name,
        inject: 'head',
        scriptLoading: 'blocking',
      }),
      new HtmlWebpackPlugin({
        ...embedExamplePage(appDir, embedExample),
        filename: 'embed-example.html',
        chunks: ['embed'],
        inject: 'head',
        scriptLoading: 'blocking',
      }),
    ],
    cache: {
      type: 'filesystem',
      name: `${name}-loader-${mode}`,
      buildDependencies: { config: [configFile, path.join(appDir, 'webpack.config.js')] },
    },
  };
}

module.exports = { remotePart, loaderConfig };
