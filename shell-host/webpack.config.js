const path = require('node:path');
const { createConfig } = require('@cle/build');

module.exports = createConfig({
  appDir: __dirname,
  name: 'shell-host',
  title: 'PLI',
  runtimePlugins: [path.join(__dirname, 'src/federation/fallback-plugin.ts')],
});
