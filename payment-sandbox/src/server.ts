// Starts the payment sandbox on its topology port (PORT overrides). Settings: see config.ts.
import { loadSettings, sandboxProductionProblems } from './config';
import { buildSandboxApp } from './app';
import { loggerOptions } from '@cle/static-server/logging';
import { enforceProductionProfile } from '@cle/static-server/production-profile';

const started = Date.now();
// NODE_ENV=production with a published or local value: one line naming each, exit 1 (decision 056)
enforceProductionProfile('payment-sandbox', sandboxProductionProblems(process.env));
const settings = loadSettings();
const app = await buildSandboxApp(settings, loggerOptions('payment-sandbox'));
await app.listen({ port: settings.port, host: '0.0.0.0' });
console.log(
  `payment-sandbox on http://localhost:${settings.port} (issuer ${settings.publicUrl}, target origins ` +
    `${settings.targetOrigins.join(', ')}, capture context ${settings.captureContextTtl} s) in ${Date.now() - started} ms`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
