// Build-time .br and .gz siblings of the scripts the static servers send.
'use strict';

const CompressionPlugin = require('compression-webpack-plugin');

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

module.exports = { precompress };
