// The composed suite: every service of the local topology started as on a developer's machine,
// driven in Debian's Chromium. In docker-compose the e2e service sets BASE_URL and SKIP_WEBSERVER.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { remotes, services } from '@cle/build/topology';
import { SMTP_SINK_HTTP_PORT } from './support/smtp-sink';

const root = path.resolve(__dirname, '..');
// The shell server's default pointer file (shell-host/server/server.mts); e2e writes it to redeploy.
export const REMOTES_FILE = process.env.REMOTES_FILE ?? path.join(root, 'shell-host', 'remotes.json');
const baseURL = process.env.BASE_URL ?? `http://localhost:${services['shell-host']!.port}`;
const reuse = !process.env.CI;

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // the JSON report lets `npm test` name the failed and flaky tests after its summary (scripts/e2e-outcome.mjs)
  reporter: [['list'], ['json', { outputFile: path.join(root, '.run', 'e2e-results.json') }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL,
    // the shell's service worker only in the specs that test it (shell-extras.spec.ts allows it)
    serviceWorkers: 'block',
    // a trace records every action's DOM and screenshots: on this 2-core machine the suite ran a third
    // slower with it on every test, so it is recorded when a failed test runs again (decision 111)
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: process.env.SKIP_WEBSERVER
    ? undefined
    : [
        {
          command: 'npx tsx src/server.ts',
          cwd: path.join(root, 'api'),
          port: services.api!.port,
          reuseExistingServer: reuse,
          timeout: 180_000,
          stdout: 'ignore',
        },
        {
          command: 'npx tsx src/server.ts',
          cwd: path.join(root, 'identity'),
          port: services.identity!.port,
          reuseExistingServer: reuse,
          // the journeys sign in as the seeded people, which the provider loads only when told to
          env: { IDENTITY_SEED_ACCOUNTS: 'true' },
          timeout: 60_000,
        },
        {
          // the card provider stand-in (hosted card fields on its own origin)
          command: 'npx tsx src/server.ts',
          cwd: path.join(root, 'payment-sandbox'),
          port: services['payment-sandbox']!.port,
          reuseExistingServer: reuse,
          timeout: 60_000,
        },
        {
          // the SMTP sink the API's mail goes to (its default relay, 127.0.0.1:2525); journeys read what
          // arrived at http://127.0.0.1:2526/messages (api/src/mail/smtp-sink.ts)
          command: 'npx tsx src/mail/smtp-sink.ts',
          cwd: path.join(root, 'api'),
          port: SMTP_SINK_HTTP_PORT,
          reuseExistingServer: reuse,
          timeout: 60_000,
        },
        {
          command: 'npx tsx server/server.mts',
          cwd: path.join(root, 'shell-host'),
          port: services['shell-host']!.port,
          reuseExistingServer: reuse,
          // React's production server renderer, as npm start and the containers run it
          // CLE_LOCAL_PRODUCTION: the production profile warns about the localhost values (decision 056)
          env: { REMOTES_FILE, NODE_ENV: 'production', CLE_LOCAL_PRODUCTION: '1' },
          timeout: 60_000,
        },
        ...Object.entries(remotes).map(([name, r]) => ({
          command: 'npx cle-static',
          cwd: path.join(root, name),
          port: r.port,
          reuseExistingServer: reuse,
          timeout: 60_000,
        })),
      ],
});
