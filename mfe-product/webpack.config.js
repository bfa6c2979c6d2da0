const { createConfig } = require('@cle/build');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mfe-product',
  title: 'Product (standalone)',
  embedExample: {
    title: 'Integrator example: a PLI program on a firm intranet',
    site: 'firm',
    header: '<p>Acme LLP intranet: recommended training</p>',
    mounts: 'the product remote',
  },
  exposes: {
    './ProductPage': './src/exposes/product-page.tsx',
    './HomeCarousel': './src/exposes/home-carousel.tsx',
    './ContentRow': './src/exposes/content-row.tsx',
    './embed': './src/exposes/embed.tsx',
    './PlayerPage': './src/exposes/player-page.tsx',
  },
  // the player parses its launch with zod at once: named, its route hint preloads it with the HTML
  namedChunks: { zod: /[\\/]node_modules[\\/]zod[\\/]/ },
});
