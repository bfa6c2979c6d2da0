// What the store says about the priced cart (stock, pre-orders, changed prices).
import { colors } from '@cle/ui/theme';
import { splitResultMessages } from '../../../lib/result-messages';

const noticesCss = { display: 'grid', gap: 8 } as const;
const listCss = { margin: 0, padding: 12, listStyle: 'none', background: colors.mist } as const;
const errorCss = { color: colors.red } as const;

/**
 * Errors as an alert the person must act on, notices as status text (S3-DATA-28; category 0 is a
 * notice, any other an error).
 */
export function CartNotices({ messages }: { messages: readonly { category: number; message: string }[] }) {
  const { successes, errors } = splitResultMessages(messages);
  if (!successes.length && !errors.length) return null;
  return (
    <div css={noticesCss}>
      {errors.length ? (
        <ul role="alert" css={listCss}>
          {errors.map((m) => (
            <li key={m} css={errorCss}>
              {m}
            </li>
          ))}
        </ul>
      ) : null}
      {successes.length ? (
        <ul role="status" css={listCss}>
          {successes.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
