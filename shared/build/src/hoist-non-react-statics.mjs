// hoist-non-react-statics 3.3.2 without its react-is 16 copy (about 1 KB brotli on every page): Emotion's
// withTheme is its only user here, and react-is served it two symbols, which React 19 still uses. Same
// rules as the package (hoist-non-react-statics.test.mjs compares the two); create-config.js aliases it.
const REACT_STATICS = {
  childContextTypes: true,
  contextType: true,
  contextTypes: true,
  defaultProps: true,
  displayName: true,
  getDefaultProps: true,
  getDerivedStateFromError: true,
  getDerivedStateFromProps: true,
  mixins: true,
  propTypes: true,
  type: true,
};
const KNOWN_STATICS = {
  name: true,
  length: true,
  prototype: true,
  caller: true,
  callee: true,
  arguments: true,
  arity: true,
};
const FORWARD_REF_STATICS = {
  $$typeof: true,
  render: true,
  defaultProps: true,
  displayName: true,
  propTypes: true,
};
const MEMO_STATICS = {
  $$typeof: true,
  compare: true,
  defaultProps: true,
  displayName: true,
  propTypes: true,
  type: true,
};
const TYPE_STATICS = {
  [Symbol.for('react.forward_ref')]: FORWARD_REF_STATICS,
  [Symbol.for('react.memo')]: MEMO_STATICS,
};

const getStatics = (component) => TYPE_STATICS[component.$$typeof] || REACT_STATICS;

export default function hoistNonReactStatics(targetComponent, sourceComponent, blacklist) {
  if (typeof sourceComponent !== 'string') {
    // don't hoist over string (html) components
    const inheritedComponent = Object.getPrototypeOf(sourceComponent);
    if (inheritedComponent && inheritedComponent !== Object.prototype)
      hoistNonReactStatics(targetComponent, inheritedComponent, blacklist);
    const keys = [
      ...Object.getOwnPropertyNames(sourceComponent),
      ...Object.getOwnPropertySymbols(sourceComponent),
    ];
    const targetStatics = getStatics(targetComponent);
    const sourceStatics = getStatics(sourceComponent);
    for (const key of keys) {
      if (KNOWN_STATICS[key] || blacklist?.[key] || sourceStatics[key] || targetStatics[key]) continue;
      try {
        // read-only properties stay as they are
        Object.defineProperty(targetComponent, key, Object.getOwnPropertyDescriptor(sourceComponent, key));
      } catch {
        // as the package: a property that cannot be defined is skipped
      }
    }
  }
  return targetComponent;
}
