import { toast } from '@cle/contracts/toast';
import * as styles from './share-buttons.styles';

/** S2-FACULTY-03: share (copy link, e-mail). The spec gives no wording for its toasts: these are ours. */
export function ShareButtons({ name, url }: { name: string; url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ type: 'confirmation', content: 'Link copied to clipboard' });
    } catch {
      toast.show({ type: 'alert', content: 'The link could not be copied. Copy it from the address bar.' });
    }
  };
  const mail = `mailto:?subject=${encodeURIComponent(`${name} - PLI faculty`)}&body=${encodeURIComponent(url)}`;
  return (
    <div role="group" aria-label="Share" css={styles.group}>
      <span css={styles.label}>Share</span>
      <button type="button" css={styles.control} onClick={() => void copy()}>
        Copy link
      </button>
      <a href={mail} css={styles.control}>
        Email
      </a>
    </div>
  );
}
