// The builds alias hoist-non-react-statics to shared/build/src/hoist-non-react-statics.mjs (no react-is
// copy): it must hoist exactly what the package hoists, for class, function, memo and forwardRef components.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { Component, forwardRef, memo } from 'react';
import hoistLocal from '../shared/build/src/hoist-non-react-statics.mjs';

const require = createRequire(import.meta.url);
const hoistPackage = require('hoist-non-react-statics');

const tag = Symbol('tag');
function sources() {
  class Base extends Component {}
  Base.inherited = 'from the base class';
  class Source extends Base {}
  Source.displayName = 'Source';
  Source.defaultProps = { a: 1 };
  Source.custom = 'custom';
  Source[tag] = 'symbol';
  Object.defineProperty(Source, 'hidden', { value: 'non-enumerable', enumerable: false });
  const Fn = () => null;
  Fn.custom = 'fn';
  Fn.propTypes = {};
  const Memo = memo(Fn);
  Memo.custom = 'memo';
  const Ref = forwardRef(() => null);
  Ref.custom = 'ref';
  return [Source, Fn, Memo, Ref, 'div'];
}
const targets = () => [
  function Target() {},
  memo(() => null),
  forwardRef(() => null),
  class extends Component {},
];

const ownStatics = (c) =>
  Object.fromEntries(
    [...Object.getOwnPropertyNames(c), ...Object.getOwnPropertySymbols(c)]
      .filter((k) => !['prototype', 'length', 'name', 'caller', 'arguments'].includes(k))
      .map((k) => [String(k), Object.getOwnPropertyDescriptor(c, k)]),
  );

test('the local hoist copies the same statics as hoist-non-react-statics 3.3.2', () => {
  const a = sources();
  const b = sources();
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < targets().length; j++) {
      const [ta, tb] = [targets()[j], targets()[j]];
      const withBlacklist = i === 0 ? { custom: true } : undefined;
      assert.equal(hoistLocal(ta, a[i], withBlacklist), ta);
      hoistPackage(tb, b[i], withBlacklist);
      assert.deepEqual(
        Object.keys(ownStatics(ta)).sort(),
        Object.keys(ownStatics(tb)).sort(),
        `source ${i}, target ${j}`,
      );
    }
  }
  const target = function Target() {};
  hoistLocal(target, a[0]);
  assert.equal(target.custom, 'custom');
  assert.equal(target.inherited, 'from the base class');
  assert.equal(target[tag], 'symbol');
  assert.equal(target.displayName, undefined);
  assert.equal(target.defaultProps, undefined);
});
