/** The @cle/contracts modules every app shares (subpaths of @cle/contracts). */
export const SHARED_CONTRACTS: readonly string[];
/** Every shared singleton's key, e.g. 'react', '@cle/contracts/auth'. */
export const SINGLETONS: readonly string[];
/** Absolute path of the module shared as `react-router-dom` (the browser routing surface). */
export const ROUTER_SURFACE: string;
