import { colors } from '@cle/ui/theme';

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
      <p css={{ fontSize: 20, color: colors.inkSoft }}>{statusText ?? 'Something went wrong.'}</p>
      {message ? <p>{message}</p> : null}
      <p>
        <a href="/" css={{ color: colors.red }}>
          Go to the home page
        </a>
      </p>
    </section>
  );
}
