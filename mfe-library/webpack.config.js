const { createConfig } = require('@cle/build');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mfe-library',
  title: 'Library (standalone)',
  exposes: {
    './LibraryPage': './src/exposes/library-page.tsx',
    './PodcastSeriesPage': './src/exposes/podcast-series-page.tsx',
    './embed': './src/exposes/embed.tsx',
  },
});
