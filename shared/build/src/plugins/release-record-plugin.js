// A remote's release.json (and the chunk hashes and route hints released with it).
'use strict';

const fs = require('node:fs');
const crypto = require('node:crypto');
const webpack = require('webpack');

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

module.exports = { ReleaseRecordPlugin };
