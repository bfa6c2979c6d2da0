// The shell's error reporter (decision 031): every error boundary on the page (the shell's and each
// remote slot's) reports here. A report goes to the console, to the composition health page (for a
// remote's boundary) and to the first-party endpoint POST /api/client-errors, by sendBeacon so it
// survives a navigation. Reports are capped per page view and each distinct error is sent once.
import type { ErrorReporter } from '@cle/ui/error-reporting';
import { consoleReporter } from '@cle/ui/error-reporting';
// type only: the schema module would bring zod into the shell's first-paint bundle
import type { ClientErrorReport } from '@cle/contracts/client-error-schemas';
import { compositionStatus, remoteOf } from '../federation/composition-status';

export const MAX_REPORTS_PER_PAGE = 10;
/** CLIENT_ERRORS_PATH of @cle/contracts/client-error-schemas (the unit test holds them equal). */
const REPORT_PATH = '/client-errors';

const clip = (s: string | undefined, max: number) => (s === undefined ? undefined : s.slice(0, max));

/** Sends one report; sendBeacon where the browser has it, else a keepalive fetch. */
export type ReportSender = (url: string, body: string) => void;

const beacon: ReportSender = (url, body) => {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
};

export function createShellReporter({
  apiBase = '/api',
  release = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev',
  send = beacon,
}: { apiBase?: string; release?: string; send?: ReportSender } = {}): ErrorReporter {
  const seen = new Set<string>();
  return (error, info) => {
    consoleReporter(error, info);
    if (info.boundary.startsWith('mfe_')) compositionStatus.errored(remoteOf(info.boundary), error);
    const key = `${info.boundary}|${error.name}|${error.message}`;
    if (seen.has(key) || seen.size >= MAX_REPORTS_PER_PAGE) return;
    seen.add(key);
    const report: ClientErrorReport = {
      boundary: clip(info.boundary, 200)!,
      name: clip(error.name || 'Error', 100)!,
      message: clip(error.message, 2000)!,
      stack: clip(error.stack, 8000),
      componentStack: clip(info.componentStack, 8000),
      severity: info.severity,
      path: clip(window.location.pathname, 1000)!,
      release,
    };
    send(`${apiBase}${REPORT_PATH}`, JSON.stringify(report));
  };
}
