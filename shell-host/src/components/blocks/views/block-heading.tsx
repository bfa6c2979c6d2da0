import { blockHeadingCss } from '../blocks.styles';

/** A block's own heading, when the CMS gives one. */
export function BlockHeading({ text }: { text?: string }) {
  return text ? <h2 css={blockHeadingCss}>{text}</h2> : null;
}
