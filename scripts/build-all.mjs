// Builds the shell and the five remotes, one after another (two cores: parallel builds only thrash).
import { APPS, ensureInstalled, run } from './lib.mjs';

if (!ensureInstalled()) process.exit(1);
const only = process.argv.slice(2);
for (const app of only.length ? only : APPS) {
  if (!run(`build ${app}`, 'npx', ['webpack', '--config', `${app}/webpack.config.js`])) process.exit(1);
}
