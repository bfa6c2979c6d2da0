// Runs a verified server entry (a webpack `commonjs-module` container) and returns its container.
// Called only with text whose sha384 matched (verified-entry.mts). The code gets no `require`: a server
// build bundles its own code and takes every shared module from the shell through Module Federation,
// so a require() would be a second copy of something (or code the release's hash does not cover).
import vm from 'node:vm';
import { ServerRemoteError } from './server-remote-error.mjs';

export interface RemoteContainer {
  init: (...args: unknown[]) => unknown;
  get: (module: string) => unknown;
}

function noRequire(id: string): never {
  throw new Error(`a server build may not require('${id}'): bundle it or share it`);
}

export function evaluateEntry(name: string, entry: string, text: string): RemoteContainer {
  const module: { exports: unknown } = { exports: {} };
  try {
    const wrapper = new vm.Script(
      `(function (exports, require, module, __filename, __dirname) {${text}\n})`,
      {
        filename: entry,
      },
    );
    const run = wrapper.runInThisContext() as (...args: unknown[]) => void;
    run.call(module.exports, module.exports, noRequire, module, entry, '');
  } catch (err) {
    throw new ServerRemoteError(
      'evaluation-error',
      name,
      entry,
      `its code threw: ${(err as Error).message}`,
      {
        cause: err,
      },
    );
  }
  const container = module.exports as Partial<RemoteContainer> | null;
  if (!container || typeof container.init !== 'function' || typeof container.get !== 'function')
    throw new ServerRemoteError('evaluation-error', name, entry, 'it exported no federation container');
  return container as RemoteContainer;
}
