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
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');
const CompressionPlugin = require('compression-webpack-plugin');
const { remotes } = require('./topology');
const { createServerConfig } = require('./server-config');
const { SHARED_CONTRACTS, SINGLETONS, ROUTER_SURFACE } = require('./singletons');

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
 * @param {EmbedExample} example
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

function createConfig({ appDir, name, exposes, runtimePlugins = [], title, staticPages = [], embedExample }) {
  const isHost = name === 'shell-host';
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const pkg = require(path.join(appDir, 'package.json'));
  const federationName = isHost ? 'shell' : remotes[name].federationName;
  // A build id marks an immutable release; e2e and people read it from data-build on each remote root.
  const buildId = process.env.BUILD_ID || `${pkg.version}-${crypto.randomBytes(3).toString('hex')}`;
  const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(appDir, 'dist');
  const define = new webpack.DefinePlugin({
    __BUILD_ID__: JSON.stringify(buildId),
    __APP_NAME__: JSON.stringify(name),
    // the federation names a remotes.json entry may use (the shell refuses any other)
    __REMOTE_NAMES__: JSON.stringify(Object.values(remotes).map((r) => r.federationName)),
    // the @cle/contracts major this build speaks: a remote records it in release.json, the shell
    // refuses a remote built against another major (decision 031)
    __CONTRACTS_MAJOR__: JSON.stringify(contractsMajor()),
    'process.env.NODE_ENV': JSON.stringify(mode),
  });
  const shared = sharedConfig(appDir);
  // A remote's server build (server-config.js) runs first and hands its entry's hash to release.json.
  // `webpack serve` (npm run dev) builds only for the browser.
  const withServer = !isHost && !process.env.WEBPACK_SERVE;
  const handoff = {};
  const configFiles = [__filename, path.join(appDir, 'webpack.config.js')];
  const common = {
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

  const app = {
    ...common,
    name,
    ...(withServer ? { dependencies: [`${name}-server`] } : {}),
    // The shell starts at src/index.ts. A remote has no page of its own: its entries are the
    // container (remoteEntry.js) and the embed entry that embed.js loads (src/embed-loader.ts).
    entry: isHost ? { main: './src/index.ts' } : { 'embed-app': './src/embed-loader.ts' },
    ...(isHost
      ? {
          optimization: {
            splitChunks: {
              cacheGroups: {
                // React, the router, SWR and Emotion, which every page of the shell runs before its first
                // render: one chunk instead of eleven. Each separate chunk was one more request on the six
                // HTTP/1.1 connections a phone opens per origin and one more script task; merged, the
                // route's preloads are a handful of files.
                vendor: {
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|dequal|@emotion[\\/][^\\/]+|@babel[\\/]runtime|hoist-non-react-statics|stylis|cookie|set-cookie-parser)[\\/]|[\\/]shared[\\/]build[\\/]src[\\/](react-router-dom|hoist-non-react-statics|use-sync-external-store-shim)\.mjs$|[\\/]shared[\\/]ui[\\/]src[\\/]jsx-runtime\.ts$/,
                  name: 'vendor',
                  chunks: 'async',
                  minSize: 0,
                  priority: -3,
                  enforce: true,
                },
                // The shared @cle/contracts modules (SHARED_CONTRACTS), which the shell provides at first
                // load: one chunk instead of ten, each with its own wrapper and request.
                contracts: {
                  test: new RegExp(
                    `[\\\\/]shared[\\\\/]contracts[\\\\/]src[\\\\/](${SHARED_CONTRACTS.join('|')})\\.ts$`,
                  ),
                  name: 'contracts-runtime',
                  chunks: 'async',
                  minSize: 0,
                  priority: -4,
                  enforce: true,
                },
              },
            },
          },
        }
      : {}),
    output: {
      path: outDir,
      // No [contenthash] in entry names: the federation runtime chunk refuses it; hashes go in chunk names.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      // The shell serves deep routes from '/', so its chunks must load from '/'.
      // Remotes resolve their chunks next to whatever remoteEntry.js was loaded.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: federationName,
      // Remote chunks load cross-origin with their SRI hash (webpack-subresource-integrity).
      ...(isHost ? {} : { crossOriginLoading: 'anonymous' }),
      // the loader's files and the server build (other compilations of the same run) stay
      clean: {
        keep: withServer
          ? /^(server\/|(embed\.js|embed\.js\.map|index\.html|embed-example\.html)(\.br|\.gz)?$)/
          : /^(embed\.js|embed\.js\.map|index\.html|embed-example\.html)(\.br|\.gz)?$/,
      },
    },
    plugins: [
      define,
      new ModuleFederationPlugin({
        name: federationName,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        shared,
        shareStrategy: 'loaded-first',
        // The host lends its runtime to every remote; remotes do not carry their own (decision 002).
        runtimePlugins: isHost
          ? [require.resolve('./provide-runtime-plugin.mjs'), ...runtimePlugins]
          : runtimePlugins,
        // remotes.json names remoteEntry.js files, never mf-manifest.json, so the host needs no
        // snapshot plugin (main.js 23.9 -> 22.7 KB brotli)
        experiments: isHost
          ? { optimization: { target: 'web', disableSnapshot: true } }
          : { externalRuntime: true, optimization: { target: 'web' } },
        dts: false,
        // A remote's mf-manifest.json lists each exposed module's chunks: the shell server reads it
        // to preload the current route's chunks with the HTML (shell-host/server/route-preload.mts).
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
      }),
      ...(isHost
        ? [
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
                new HtmlWebpackPlugin({
                  template: p.template,
                  filename: p.filename,
                  inject: false,
                  chunks: [],
                }),
            ),
          ]
        : [
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
              contracts: contractsMajor(),
              routeHintsFile: path.join(appDir, 'src', 'route-hints.json'),
              server: withServer ? handoff : null,
            }),
          ]),
      ...precompress(mode),
    ],
    devServer: {
      port: isHost ? 3000 : remotes[name].port,
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
  if (isHost) return app;

  // embed.js: runtime-core + window.CleEmbed, no federation plugin. It serves the remote's own
  // standalone page (index.html) and the integrator example page (embed-example.html).
  const loader = {
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
      buildDependencies: { config: [__filename, path.join(appDir, 'webpack.config.js')] },
    },
  };
  if (!withServer) return [app, loader];
  const server = createServerConfig({
    common,
    name,
    federationName,
    exposes,
    shared,
    define,
    outDir,
    handoff,
    configFiles: [...configFiles, require.resolve('./server-config')],
  });
  return [app, loader, server];
}

/**
 * The host writes boot-chunks.json: the chunks its async boundary (src/bootstrap) needs before the
 * first render, i.e. the bootstrap chunk group and the shared modules it consumes, but not its lazy
 * pages. The shell server preloads them with the HTML instead of after main.js has run.
 */
/**
 * main.js is `async`, not `defer`: a deferred script runs in the task that finishes parsing, and Blink
 * lays the page out for the first time at the end of that same task (fonts, the static header). On a
 * phone the two together were one long task after the first paint (about 60 ms at 1x, 250 ms at
 * Lighthouse's 4x); async, the first layout and paint come first and main.js runs in a task of its
 * own. Nothing in main.js waits for parsing: it runs after #root, which the HTML has before it.
 */
class AsyncMainScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('AsyncMainScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AsyncMainScriptPlugin', (data) => {
        for (const tag of [...data.headTags, ...data.bodyTags])
          if (tag.tagName === 'script' && tag.attributes.src) {
            delete tag.attributes.defer;
            tag.attributes.async = true;
          }
        return data;
      });
    });
  }
}

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
        },
      );
    });
  }
}

/**
 * Brotli and gzip siblings (.br, .gz) of every script, map-free, written at build time so the
 * static servers (@fastify/static preCompressed) never compress them per request. Left out:
 * HTML (the servers add a per-request CSP nonce to it) and remoteEntry.js, the integrity anchor:
 * it is compressed on the fly so the bytes served are always the bytes on disk that the SRI
 * hash is checked against (a stale .br beside an edited entry would hide the edit).
 */
function precompress(mode) {
  if (mode !== 'production') return [];
  const common = {
    test: /\.(js|css|json|svg)$/,
    exclude: /(^|\/)remoteEntry\.js$/,
    threshold: 1024,
    minRatio: 0.9,
  };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz' }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [require('node:zlib').constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

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

/** The major version of @cle/contracts in this checkout (CONTRACTS_MAJOR overrides it, to build an old release). */
function contractsMajor() {
  if (process.env.CONTRACTS_MAJOR) return Number(process.env.CONTRACTS_MAJOR);
  const { version } = require('../../contracts/package.json');
  return Number(String(version).split('.')[0]);
}

/**
 * Writes release.json beside remoteEntry.js: the build id and the SRI sha384 of the entry file,
 * computed from the bytes just emitted. This is the record a deployment trusts (remotes.json
 * carries it); nothing later recomputes it from whatever file a server happens to hold.
 */
class ReleaseRecordPlugin {
  constructor({ federationName, buildId, contracts, routeHintsFile, server }) {
    this.federationName = federationName;
    this.server = server;
    this.buildId = buildId;
    this.contracts = contracts;
    this.routeHintsFile = routeHintsFile;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseRecordPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after SRI and minification have settled the entry's final bytes
        { name: 'ReleaseRecordPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.getAsset('remoteEntry.js');
          if (!entry) return;
          const digest = crypto.createHash('sha384').update(entry.source.buffer()).digest('base64');
          const record = {
            name: this.federationName,
            buildId: this.buildId,
            entry: 'remoteEntry.js',
            integrity: `sha384-${digest}`,
            // the @cle/contracts major the remote was built against (decision 031)
            contracts: this.contracts,
          };
          // the server build's entry and hash (server-config.js), when this run built one
          if (this.server) {
            if (!this.server.record) {
              compilation.errors.push(new webpack.WebpackError('the server build recorded no entry'));
              return;
            }
            record.server = this.server.record;
          }
          compilation.emitAsset(
            'release.json',
            new webpack.sources.RawSource(`${JSON.stringify(record, null, 2)}\n`),
          );
          // The chunks' own hashes (the ones remoteEntry.js carries), for the shell server's preload
          // hints: a <link rel=preload> without the integrity the script tag later uses is not reused,
          // and the browser downloads the chunk twice. A hint only: the script tags check remoteEntry's hashes.
          const chunks = {};
          for (const asset of compilation.getAssets())
            if (/\.js$/.test(asset.name) && asset.name !== 'remoteEntry.js')
              chunks[asset.name] =
                `sha384-${crypto.createHash('sha384').update(asset.source.buffer()).digest('base64')}`;
          compilation.emitAsset(
            'chunk-integrity.json',
            new webpack.sources.RawSource(JSON.stringify(chunks)),
          );
          // What an exposed page fetches first, for the shell server's preload hints (decision 042):
          // released with the code that makes those calls, so a hint never outlives its call.
          if (this.routeHintsFile && fs.existsSync(this.routeHintsFile)) {
            compilation.fileDependencies.add(this.routeHintsFile);
            const hints = JSON.parse(fs.readFileSync(this.routeHintsFile, 'utf8'));
            compilation.emitAsset('route-hints.json', new webpack.sources.RawSource(JSON.stringify(hints)));
          }
        },
      );
    });
  }
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
