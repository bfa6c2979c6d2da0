// What the shell hands to a page module it loads from a remote. The content API's shapes are defined
// once, as schemas in ./schemas; these are their inferred types (type-only: no zod at runtime here).
import type { NavigationLink, PageContent } from './schemas';

export type { NavigationLink, PageContent };

/** Props of every page module a remote exposes. */
export interface PageProps {
  page: PageContent;
  /** the path after the friendly URL, e.g. '/3' on a program page; empty when none */
  restPath?: string;
}

/** Props of a block (a piece of a page) a remote exposes, e.g. a home carousel. */
export interface BlockProps {
  block: Record<string, unknown>;
}

/** Options every remote's `./embed` mount accepts. */
export interface EmbedOptions {
  /** which exposed view to mount (defaults to the remote's main page) */
  view?: string;
  /** props for the view */
  props?: Record<string, unknown>;
  /** the API this embed should call (the integrator's proxy or the site's API origin) */
  apiBaseUrl?: string;
  /** auth adapter supplied by the integrator; anonymous when absent */
  auth?: {
    getToken(): string | null;
    name?: string | null;
    signIn?(returnUrl?: string): void;
    signOut?(): void;
  };
  /** initial location for the embed's own router */
  initialPath?: string;
}

export type Unmount = () => void;
