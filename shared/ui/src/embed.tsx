// What every remote's `./embed` is made of: a framework-free mount(el, options) => unmount, and
// single-spa lifecycles (single-spa-react) for integrators who run single-spa. The embedded remote
// runs with its own router, SWR cache, toast host and the auth adapter it is given (or anonymous).
import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import singleSpaReact from 'single-spa-react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { configureApi } from '@cle/contracts/api-client';
import type { EmbedOptions, Unmount } from '@cle/contracts/page';
import { swrConfig } from '@cle/contracts/swr';
import { toast } from '@cle/contracts/toast';
import { RemoteRoot } from './remote-root';
import { ToastHost } from './toast-host';
import { ErrorBoundary } from './error-boundary';

export interface EmbedDefinition {
  /** the remote's name, e.g. 'mfe-search' (data-boundary and Emotion key) */
  name: string;
  /** views an integrator may mount, by name */
  views: Record<string, ComponentType<Record<string, unknown>>>;
  defaultView: string;
}

function applyOptions(options: EmbedOptions): void {
  if (options.apiBaseUrl) configureApi({ baseUrl: options.apiBaseUrl });
  const auth = options.auth;
  if (auth) {
    authStore.set({ ...ANONYMOUS, ready: true, token: auth.getToken(), name: auth.name ?? null });
    authStore.setActions({ signIn: (url) => auth.signIn?.(url), signOut: () => auth.signOut?.() });
  } else if (!authStore.get().ready) {
    authStore.set(ANONYMOUS);
  }
}

function EmbedApp({ def, options }: { def: EmbedDefinition; options: EmbedOptions }) {
  const viewName = options.view ?? def.defaultView;
  const View = def.views[viewName];
  return (
    <RemoteRoot name={def.name}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <MemoryRouter initialEntries={[options.initialPath ?? '/']}>
          <ErrorBoundary name={`${def.name}/embed`}>
            {View ? (
              <View {...(options.props ?? {})} />
            ) : (
              <p role="alert">
                Unknown view “{viewName}”. Views: {Object.keys(def.views).join(', ')}
              </p>
            )}
          </ErrorBoundary>
        </MemoryRouter>
        {toast.hostRegistered ? null : <ToastHost />}
      </SWRConfig>
    </RemoteRoot>
  );
}

export function createEmbed(def: EmbedDefinition) {
  function mount(element: HTMLElement, options: EmbedOptions = {}): Unmount {
    applyOptions(options);
    const root = ReactDOMClient.createRoot(element);
    root.render(<EmbedApp def={def} options={options} />);
    return () => root.unmount();
  }

  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: (props: { embedOptions?: EmbedOptions }) => {
      const options = props.embedOptions ?? {};
      applyOptions(options);
      return <EmbedApp def={def} options={options} />;
    },
    errorBoundary: () => <p role="alert">Element failed to load</p>,
  });

  return { mount, lifecycles };
}
