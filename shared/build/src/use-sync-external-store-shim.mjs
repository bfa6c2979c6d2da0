// SWR imports useSyncExternalStore from 'use-sync-external-store/shim', a copy for React 16-17 that
// React 18+ pages only pass through to React's own hook. Every app here runs React 19: the alias
// (create-config.js) gives SWR React's hook directly and leaves the shim's code off every page.
export { useSyncExternalStore } from 'react';
