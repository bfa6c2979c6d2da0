// One place every error boundary reports to (decision 031). The default writes to the console; an
// app installs its own reporter once at start-up (the shell posts to /api/client-errors). A
// reporter that throws never breaks the boundary that called it.

export interface ErrorReportInfo {
  /** spec 1 §8 severity */
  severity: number;
  /** which area the boundary guards, e.g. 'shell/page' or 'mfe_search/./SearchPage' */
  boundary: string;
  componentStack?: string;
}

export type ErrorReporter = (error: Error, info: ErrorReportInfo) => void;

export const consoleReporter: ErrorReporter = (error, info) =>
  console.error(`[${info.boundary}]`, error, info);

let current: ErrorReporter = consoleReporter;

/** Installs the app's reporter; returns a function that puts the previous one back. */
export function setErrorReporter(reporter: ErrorReporter): () => void {
  const previous = current;
  current = reporter;
  return () => {
    current = previous;
  };
}

export function reportError(error: Error, info: ErrorReportInfo): void {
  try {
    current(error, info);
  } catch (err) {
    console.error('[error-reporting] the reporter failed', err);
  }
}
