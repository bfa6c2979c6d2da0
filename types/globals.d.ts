// Values the shared webpack factory defines at build time.
declare const __BUILD_ID__: string;
declare const __APP_NAME__: string;
/** Federation names of the topology's remotes (DefinePlugin, shared/build). */
declare const __REMOTE_NAMES__: readonly string[];
/** Major version of @cle/contracts the app was built against (DefinePlugin, shared/build; decision 031). */
declare const __CONTRACTS_MAJOR__: number;
