// One webpack + Module Federation config for every app (the shell host and the five remotes).
// Apps call createConfig() from their own webpack.config.js and only add what is theirs:
// their exposes map, extra entries, runtime plugins. What differs between the host and a remote
// lives in host-config.js and remote-config.js; the webpack plugins of our own in plugins/.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { remotes } = require('./topology');
const { createServerConfig } = require('./server-config');
const { SINGLETONS, ROUTER_SURFACE } = require('./singletons');
const { hostPart } = require('./host-config');
const { loaderConfig, remotePart } = require('./remote-config');
const { precompress } = require('./plugins/precompress');
const { ReleaseRecordPlugin } = require('./plugins/release-record-plugin');
const { SingleShareRuntimePlugin } = require('./plugins/single-share-runtime-plugin');

/** The installed version of a package as the app sees it (walks node_modules up from the app). */
function packageVersion(pkgName, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkgName, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (dir === path.dirname(dir)) throw new Error(`cannot find ${pkgName} from ${fromDir}`);
  }
}

/** react-router's production ESM build, found from the app like packageVersion() finds versions. */
function reactRouterProduction(fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', 'react-router', 'dist', 'production', 'index.mjs');
    if (fs.existsSync(file)) return file;
    if (dir === path.dirname(dir)) throw new Error(`cannot find react-router from ${fromDir}`);
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
  // The shared router is the browser routing surface only (see react-router-dom.mjs).
  shared['react-router-dom'].import = ROUTER_SURFACE;
  return shared;
}

/** The build's constants in every bundle of the app (browser, loader and server). */
function defineConstants(name, buildId, mode) {
  return new webpack.DefinePlugin({
    __BUILD_ID__: JSON.stringify(buildId),
    __APP_NAME__: JSON.stringify(name),
    // the federation names a remotes.json entry may use (the shell refuses any other)
    __REMOTE_NAMES__: JSON.stringify(Object.values(remotes).map((r) => r.federationName)),
    // the @cle/contracts major this build speaks: a remote records it in release.json, the shell
    // refuses a remote built against another major (decision 031)
    __CONTRACTS_MAJOR__: JSON.stringify(contractsMajor()),
    'process.env.NODE_ENV': JSON.stringify(mode),
  });
}

/** The browser build of the app: the host's or the remote's part, federated with the shared singletons. */
function browserConfig({
  common,
  name,
  mode,
  federationName,
  outDir,
  define,
  shared,
  part,
  withServer,
  configFiles,
}) {
  const { filename, exposes: exposed, ...federation } = part.federation;
  return {
    ...common,
    name,
    ...(withServer ? { dependencies: [`${name}-server`] } : {}),
    entry: part.entry,
    ...(part.optimization ? { optimization: part.optimization } : {}),
    output: {
      path: outDir,
      // No [contenthash] in entry names: the federation runtime chunk refuses it; hashes go in chunk names.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: federationName,
      ...part.output,
    },
    plugins: [
      define,
      new ModuleFederationPlugin({
        name: federationName,
        ...(filename ? { filename, exposes: exposed } : {}),
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: federation.runtimePlugins,
        experiments: federation.experiments,
        dts: false,
        manifest: federation.manifest,
      }),
      new SingleShareRuntimePlugin(),
      ...part.plugins,
      ...precompress(mode),
    ],
    devServer: {
      port: part.port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: 'http://localhost:4000' }],
    },
    cache: {
      type: 'filesystem',
      name: `${name}-${mode}`,
      buildDependencies: { config: configFiles },
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.appDir       the app's folder (__dirname of its webpack.config.js)
 * @param {string} o.name         the app's package folder name: 'shell-host' or 'mfe-*'
 * @param {Record<string,string>} [o.exposes]   a remote's public face
 * @param {string[]} [o.runtimePlugins]         extra MF runtime plugins (files)
 * @param {string} [o.title]      document title of the app's own index.html
 * @param {{template: string, filename: string}[]} [o.staticPages]  extra HTML files with no script bundle (the shell's silent-callback.html)
 * @param {EmbedExample} [o.embedExample]  a remote's integrator example page
 * @returns a webpack config (the shell) or [remote, loader, server] configs (a remote; no server under `webpack serve`)
 */
/**
 * @typedef {object} EmbedExample
 * @property {string} title    the page's title
 * @property {'firm' | 'bar'} site  whose page it is: a law firm's intranet or a bar association's site
 * @property {string} header   the integrator's header (HTML)
 * @property {string} mounts   what the page mounts, as the intro sentence names it
 */

function createConfig({
  appDir,
  name,
  exposes,
  runtimePlugins = [],
  title,
  staticPages = [],
  embedExample,
  namedChunks = {},
}) {
  const isHost = name === 'shell-host';
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const pkg = require(path.join(appDir, 'package.json'));
  const federationName = isHost ? 'shell' : remotes[name].federationName;
  // A build id marks an immutable release; e2e and people read it from data-build on each remote root.
  const buildId = process.env.BUILD_ID || `${pkg.version}-${crypto.randomBytes(3).toString('hex')}`;
  const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(appDir, 'dist');
  const define = defineConstants(name, buildId, mode);
  const shared = sharedConfig(appDir);
  // A remote's server build (server-config.js) runs first and hands its entry's hash to release.json.
  // `webpack serve` (npm run dev) builds only for the browser.
  const withServer = !isHost && !process.env.WEBPACK_SERVE;
  const handoff = {};
  const configFiles = [__filename, path.join(appDir, 'webpack.config.js')];
  const common = commonConfig(appDir, mode);
  const part = isHost
    ? hostPart({ appDir, name, title, staticPages, runtimePlugins })
    : remotePart({
        appDir,
        name,
        mode,
        federationName,
        buildId,
        contracts: contractsMajor(),
        exposes,
        runtimePlugins,
        withServer,
        handoff,
        namedChunks,
      });
  // what the browser, loader and server builds of this app are made from
  const build = { common, name, mode, federationName, outDir, define, shared, withServer, configFiles };
  const app = browserConfig({ ...build, part });
  if (isHost) return app;

  const loader = loaderConfig({
    common,
    appDir,
    name,
    mode,
    define,
    outDir,
    title,
    embedExample,
    configFile: __filename,
  });
  if (!withServer) return [app, loader];
  const server = createServerConfig({
    ...build,
    exposes,
    handoff,
    configFiles: [...configFiles, require.resolve('./server-config')],
  });
  return [app, loader, server];
}

/** What every build of an app shares: the browser app, a remote's loader and its server build. */
function commonConfig(appDir, mode) {
  return {
    mode,
    context: appDir,
    // production: maps are written beside the build for the team, but the files do not name them and
    // the static servers answer 404 for *.map (decision 056)
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'],
      // react-router's package exports only its development build (warnings, dev checks); production
      // bundles take the production build it ships beside it (the shared router chunk, ~2 KB brotli less)
      alias: {
        ...(mode === 'production' ? { 'react-router$': reactRouterProduction(appDir) } : {}),
        'use-sync-external-store/shim$': require.resolve('./use-sync-external-store-shim.mjs'),
        // Emotion's withTheme hoists statics with a package that brings its own react-is (see the file)
        'hoist-non-react-statics$': require.resolve('./hoist-non-react-statics.mjs'),
      },
    },
    module: { rules: [swcRule(mode)] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The major version of @cle/contracts in this checkout (CONTRACTS_MAJOR overrides it, to build an old release). */
function contractsMajor() {
  if (process.env.CONTRACTS_MAJOR) return Number(process.env.CONTRACTS_MAJOR);
  const { version } = require('../../contracts/package.json');
  return Number(String(version).split('.')[0]);
}

function swcRule(mode) {
  return {
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
              importSource: '@cle/ui',
              development: mode === 'development',
            },
          },
        },
      },
    },
  };
}

module.exports = { createConfig, SINGLETONS, ReleaseRecordPlugin };
