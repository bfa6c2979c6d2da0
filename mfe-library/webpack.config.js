const { createConfig } = require('@cle/build');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mfe-library',
  title: 'Library (standalone)',
  embedExample: {
    title: 'Integrator example: a PLI podcast series on a firm intranet',
    site: 'firm',
    header: '<h1>Acme LLP intranet: podcasts for our lawyers</h1>',
    mounts: "the library remote's podcast series view",
  },
  exposes: {
    './LibraryPage': './src/exposes/library-page.tsx',
    './PodcastSeriesPage': './src/exposes/podcast-series-page.tsx',
    './embed': './src/exposes/embed.tsx',
  },
});
