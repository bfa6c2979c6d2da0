// The shell host's part of the build (create-config.js): one vendor and one contracts chunk for what
// every page runs first, the host's runtime plugin, boot-chunks.json and its index.html.
'use strict';

const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { SHARED_CONTRACTS } = require('./singletons');
const { AsyncMainScriptPlugin } = require('./plugins/async-main-script-plugin');
const { BootChunksPlugin } = require('./plugins/boot-chunks-plugin');

const splitChunks = {
  cacheGroups: {
    // React, the router, SWR and Emotion, which every page of the shell runs before its first
    // render: one chunk instead of eleven. Each separate chunk was one more request on the six
    // HTTP/1.1 connections a phone opens per origin and one more script task; merged, the
    // route's preloads are a handful of files.
    vendor: {
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|dequal|@emotion[\\/][^\\/]+|@babel[\\/]runtime|hoist-non-react-statics|stylis|cookie|set-cookie-parser|react-error-boundary)[\\/]|[\\/]shared[\\/]build[\\/]src[\\/](react-router-dom|hoist-non-react-statics|use-sync-external-store-shim)\.mjs$|[\\/]shared[\\/]ui[\\/]src[\\/]jsx-runtime\.ts$/,
      name: 'vendor',
      chunks: 'async',
      minSize: 0,
      priority: -3,
      enforce: true,
    },
    // The shared @cle/contracts modules (SHARED_CONTRACTS), which the shell provides at first
    // load: one chunk instead of ten, each with its own wrapper and request.
    contracts: {
      test: new RegExp(`[\\\\/]shared[\\\\/]contracts[\\\\/]src[\\\\/](${SHARED_CONTRACTS.join('|')})\\.ts$`),
      name: 'contracts-runtime',
      chunks: 'async',
      minSize: 0,
      priority: -4,
      enforce: true,
    },
  },
};

/**
 * What the host's app config adds to the common one.
 * @param {{ appDir: string, name: string, title?: string, staticPages: {template: string, filename: string}[], runtimePlugins: string[] }} o
 */
function hostPart({ appDir, name, title, staticPages, runtimePlugins }) {
  return {
    // The shell starts at src/index.ts.
    entry: { main: './src/index.ts' },
    optimization: { splitChunks },
    // The shell serves deep routes from '/', so its chunks must load from '/'.
    output: {
      publicPath: '/',
      clean: { keep: /^(embed\.js|embed\.js\.map|index\.html|embed-example\.html)(\.br|\.gz)?$/ },
    },
    federation: {
      // The host lends its runtime to every remote; remotes do not carry their own (decision 002).
      runtimePlugins: [require.resolve('./provide-runtime-plugin.mjs'), ...runtimePlugins],
      // remotes.json names remoteEntry.js files, never mf-manifest.json, so the host needs no
      // snapshot plugin (main.js 23.9 -> 22.7 KB brotli)
      experiments: { optimization: { target: 'web', disableSnapshot: true } },
      manifest: false,
    },
    plugins: [
      new BootChunksPlugin(),
      new HtmlWebpackPlugin({
        template: path.join(appDir, 'src', 'index.html'),
        chunks: ['main'],
        title: title || name,
        inject: 'body',
        scriptLoading: 'defer',
      }),
      new AsyncMainScriptPlugin(),
      ...staticPages.map(
        (p) =>
          new HtmlWebpackPlugin({ template: p.template, filename: p.filename, inject: false, chunks: [] }),
      ),
    ],
    port: 3000,
  };
}

module.exports = { hostPart };
