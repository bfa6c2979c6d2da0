import { colors } from '@cle/ui/theme';

/** Spec 1 §8: what a failed page fetch shows, by status. */
export function pageErrorText(status: number, message?: string): string {
  if (status === 400) return '400 Bad Request';
  if (status === 403) return '403 Access forbidden';
  if (status === 404) return '404 Page not found';
  return `${status || ''} ${message || 'Network error connecting to CMS'}`.trim();
}

/** Generic route error page: 'Oops! {status}' with status text and optional message. */
export function RouteErrorPage({
  status,
  statusText,
  message,
}: {
  status?: number;
  statusText?: string;
  message?: string;
}) {
  return (
    <section
      css={{ padding: '64px 24px', maxWidth: 720, margin: '0 auto' }}
      aria-labelledby="route-error-heading"
    >
      <h1 id="route-error-heading" css={{ fontSize: 40, margin: 0 }}>
        {status ? `Oops! ${status}` : 'Oops! Unexpected Error'}
      </h1>
      <p css={{ fontSize: 20, color: colors.inkSoft }}>{status ? statusText : 'Something went wrong.'}</p>
      {message ? <p>{message}</p> : null}
      <p>
        <a href="/" css={{ color: colors.red }}>
          Go to the home page
        </a>
      </p>
    </section>
  );
}
