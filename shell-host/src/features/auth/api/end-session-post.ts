// oidc-client-ts reaches every provider endpoint by navigating (GET). The provider's end-session
// endpoint answers a GET with a question only, so that a link or another site's page can never sign
// anyone out; the site's own sign-out posts the same parameters there as a form (issue 18). Every
// other navigation (sign-in) is the library's usual location.assign.
import type { INavigator, IWindow, NavigateParams, NavigateResponse } from 'oidc-client-ts';

/** Submits `url`'s query parameters as a POST form to `url` without its query. */
export function postAsForm(url: string, doc: Document = document): void {
  const target = new URL(url);
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = `${target.origin}${target.pathname}`;
  form.hidden = true;
  for (const [name, value] of target.searchParams) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}

/** A redirect navigator that posts to the end-session endpoint (`endSessionEndpoint()`, from metadata). */
export function endSessionByPost(endSessionEndpoint: () => Promise<string | undefined>): INavigator {
  return {
    async prepare(): Promise<IWindow> {
      let abort: ((reason: Error) => void) | undefined;
      return {
        async navigate({ url }: NavigateParams): Promise<NavigateResponse> {
          const endpoint = await endSessionEndpoint();
          const target = new URL(url);
          const isEndSession = !!endpoint && `${target.origin}${target.pathname}` === endpoint;
          // the page unloads; the promise settles only if the navigation is abandoned (bfcache return)
          return new Promise<NavigateResponse>((resolve, reject) => {
            abort = reject;
            window.addEventListener('pageshow', () => resolve({ url: window.location.href }), { once: true });
            if (isEndSession) postAsForm(url);
            else window.location.assign(url);
          });
        },
        close() {
          abort?.(new Error('Redirect aborted'));
        },
      };
    },
    async callback() {},
  };
}
