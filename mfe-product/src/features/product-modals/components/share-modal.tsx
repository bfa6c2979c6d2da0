// The share modal (spec 3 §2.2): copy link and e-mail. Copying says so for a moment.
import { useEffect, useState } from 'react';
import { colors, outlinedButtonCss } from '@cle/ui/theme';
import { ModalFrame } from './modal-frame';
import { shareMailto } from '../modal-rules';
import {
  shareModalBoxCss,
  shareModalInputCss,
  shareModalLabelCss,
  shareModalLinkCss,
} from './share-modal.styles';

const COPIED_MS = 2000;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareModal({
  open,
  onClose,
  title,
  url,
  onShare,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  url: string;
  onShare?: (how: 'copy-link' | 'email') => void;
}) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copied === 'idle') return;
    const t = setTimeout(() => setCopied('idle'), COPIED_MS);
    return () => clearTimeout(t);
  }, [copied]);
  useEffect(() => {
    if (!open) setCopied('idle');
  }, [open]);

  return (
    <ModalFrame open={open} onClose={onClose} title="Share">
      <label css={shareModalLabelCss}>
        Link to this page
        <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} css={shareModalInputCss} />
      </label>
      <div css={shareModalBoxCss}>
        <button
          type="button"
          css={outlinedButtonCss}
          onClick={async () => {
            setCopied((await copyText(url)) ? 'copied' : 'failed');
            onShare?.('copy-link');
          }}
        >
          Copy link
        </button>
        <a href={shareMailto(title, url)} onClick={() => onShare?.('email')} css={shareModalLinkCss}>
          Email
        </a>
        <span role="status" css={{ fontSize: 14, color: copied === 'failed' ? colors.red : colors.success }}>
          {copied === 'copied' ? 'Link copied' : copied === 'failed' ? 'Copy the link above' : ''}
        </span>
      </div>
    </ModalFrame>
  );
}
