// One webpack + Module Federation config for every app (the shell host and the five remotes).
// Apps call createConfig() from their own webpack.config.js and only add what is theirs:
// their exposes map, extra entries, runtime plugins.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { remotes } = require('./topology');

/** Singletons every app shares. Listed one by one, never `...dependencies`. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'swr',
  '@emotion/react',
  // Emotion's JSX runtime reaches into @emotion/react's internals: share it too, or a remote
  // gets its own ThemeContext/CacheContext and ignores the shell's.
  '@emotion/react/jsx-runtime',
  '@cle/contracts/',
];

/** The installed version of a package as the app sees it (walks node_modules up from the app). */
function packageVersion(pkgName, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkgName, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (dir === path.dirname(dir)) throw new Error(`cannot find ${pkgName} from ${fromDir}`);
  }
}

function sharedConfig(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const key of SINGLETONS) {
    const pkgName = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0];
    const range = deps[pkgName];
    if (!range) throw new Error(`${pkg.name}: shared singleton ${pkgName} must be a dependency`);
    // Subpath modules (react/jsx-runtime, ...) carry no version of their own: take the package's.
    const version = packageVersion(pkgName, appDir);
    shared[key] = { singleton: true, requiredVersion: range, version };
  }
  return shared;
}

/**
 * @param {object} o
 * @param {string} o.appDir       the app's folder (__dirname of its webpack.config.js)
 * @param {string} o.name         the app's package folder name: 'shell-host' or 'mfe-*'
 * @param {Record<string,string>} [o.exposes]   a remote's public face
 * @param {Record<string,string>} [o.entries]   extra entries (name -> file), e.g. the embed loader
 * @param {string[]} [o.runtimePlugins]         MF runtime plugins (files)
 * @param {string} [o.title]      document title of the app's own index.html
 */
function createConfig({ appDir, name, exposes, entries = {}, runtimePlugins = [], title }) {
  const isHost = name === 'shell-host';
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const pkg = require(path.join(appDir, 'package.json'));
  const federationName = isHost ? 'shell' : remotes[name].federationName;
  // A build id marks an immutable release; the shell and e2e read it from data-build on each root.
  const buildId = process.env.BUILD_ID || `${pkg.version}-${crypto.randomBytes(3).toString('hex')}`;
  const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(appDir, 'dist');

  return {
    mode,
    context: appDir,
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : 'source-map',
    // Remotes also build `embed.js`: the integrator's script (see src/embed-loader.ts).
    entry: { main: './src/index.ts', ...(isHost ? {} : { embed: './src/embed-loader.ts' }), ...entries },
    output: {
      path: outDir,
      // No [contenthash] in entry names: the federation runtime chunk refuses it (STACK-NOTES).
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      // The shell serves deep routes from '/', so its chunks must load from '/'.
      // Remotes resolve their chunks next to whatever remoteEntry.js was loaded.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: federationName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          // Workspace packages resolve through symlinks outside node_modules: keep the include broad.
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: {
                  react: {
                    runtime: 'automatic',
                    importSource: '@emotion/react',
                    development: mode === 'development',
                  },
                },
              },
            },
          },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __BUILD_ID__: JSON.stringify(buildId),
        __APP_NAME__: JSON.stringify(name),
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
      new ModuleFederationPlugin({
        name: federationName,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(appDir),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({
        template: path.join(appDir, 'src', 'index.html'),
        chunks: ['main'],
        title: title || name,
        inject: 'body',
        scriptLoading: 'defer',
      }),
      // Each remote serves a working integrator example page: the remote with no shell.
      ...(isHost
        ? []
        : [
            new HtmlWebpackPlugin({
              template: path.join(appDir, 'src', 'embed-example.html'),
              filename: 'embed-example.html',
              chunks: ['embed'],
              inject: 'head',
              scriptLoading: 'defer',
            }),
          ]),
    ],
    devServer: {
      port: isHost ? 3000 : remotes[name].port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: 'http://localhost:4000' }],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    cache: {
      type: 'filesystem',
      buildDependencies: { config: [__filename, path.join(appDir, 'webpack.config.js')] },
    },
  };
}

module.exports = { createConfig, SINGLETONS };
