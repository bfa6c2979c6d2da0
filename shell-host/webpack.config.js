const path = require('node:path');
const { createConfig } = require('@cle/build');

module.exports = createConfig({
  appDir: __dirname,
  name: 'shell-host',
  title: 'PLI',
  runtimePlugins: [
    path.join(__dirname, 'src/federation/integrity-plugin.ts'),
    path.join(__dirname, 'src/federation/fallback-plugin.ts'),
    path.join(__dirname, 'src/federation/yield-plugin.ts'),
    path.join(__dirname, 'src/federation/retry-plugin.ts'),
  ],
  // The silent sign-in iframe lands here: it only hands its URL to the page (oidc-client-ts message).
  staticPages: [
    {
      template: path.join(__dirname, 'src/features/auth/silent-callback.html'),
      filename: 'silent-callback.html',
    },
  ],
});
