// For tests of the production profile (decision 056): runs a service's real entry with only the given
// environment (none of the caller's), until it exits or prints what `ready` looks for; then `whileReady`
// runs (requests to the running service) and the service is stopped.
import { spawn } from 'node:child_process';

export interface ServiceRun {
  /** the exit code, or null when the run was stopped after `ready` matched */
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runService(
  entry: string,
  opts: {
    cwd: string;
    env: Record<string, string>;
    ready?: RegExp;
    whileReady?: () => Promise<void>;
    timeoutMs?: number;
  },
): Promise<ServiceRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: opts.cwd,
    // PATH and HOME only: a DATABASE_URL or NODE_ENV of the caller's must not change the outcome
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let stopping = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `${entry}: no exit and no ready line in ${opts.timeoutMs ?? 60_000} ms:\n${stdout}\n${stderr}`,
        ),
      );
    }, opts.timeoutMs ?? 60_000);
    const check = () => {
      if (!stopping && opts.ready?.test(stdout + stderr)) {
        stopping = true;
        clearTimeout(timer);
        child.removeAllListeners('exit');
        child.once('exit', () => resolve({ code: null, stdout, stderr }));
        const stop = () => child.kill('SIGTERM');
        (opts.whileReady?.() ?? Promise.resolve()).then(stop, (error: unknown) => {
          stop();
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      }
    };
    child.stdout.on('data', (d: Buffer) => ((stdout += d.toString()), check()));
    child.stderr.on('data', (d: Buffer) => ((stderr += d.toString()), check()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
