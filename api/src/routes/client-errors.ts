// POST /api/client-errors: the first-party endpoint the shell's error boundaries report to (decision
// 031). A report is checked against the shared schema and written to the server log; nothing is
// stored, so a flood costs log lines only (the API's rate limits apply as to any write).
import { ClientErrorReportSchema } from '@cle/contracts/client-error-schemas';
import type { Api } from '../lib/http';

export async function clientErrorRoutes(app: Api) {
  // sendBeacon posts text/plain unless given a Blob type; accept both as JSON
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 32_768 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Body is not JSON'), { statusCode: 400 }), undefined);
    }
  });
  app.post(
    '/client-errors',
    { schema: { body: ClientErrorReportSchema }, bodyLimit: 32_768 },
    async (req, reply) => {
      const report = req.body;
      req.log.warn({ clientError: report }, `client error in ${report.boundary}: ${report.message}`);
      return reply.code(204).send();
    },
  );
}
