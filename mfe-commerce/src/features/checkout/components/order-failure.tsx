// The failed order's alert at the end of the steps: the spec's message, the customer service address
// and, for a refused order, the store's reason.
import { colors } from '@cle/ui/theme';
import { mailTo, ORDER_FAILED_MESSAGE } from '../checkout-rules';

const failureCss = { color: colors.red } as const;
const mailCss = { color: colors.red } as const;
const reasonCss = { margin: '6px 0 0', fontWeight: 600 } as const;

/** `reason`: '' when the failure has no reason the person can act on (a 5xx, the network). */
export function OrderFailure({ reason, email }: { reason: string; email: string | null }) {
  const mail = mailTo(email);
  return (
    <li role="alert" css={failureCss}>
      {ORDER_FAILED_MESSAGE}{' '}
      {mail ? (
        <a href={mail} css={mailCss}>
          {email}
        </a>
      ) : null}
      {reason ? <p css={reasonCss}>{reason}</p> : null}
    </li>
  );
}
