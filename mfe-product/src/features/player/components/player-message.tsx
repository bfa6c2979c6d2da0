import type { ReactNode } from 'react';
import { messageCss, messageTitleCss } from './player-message.styles';

/** The player page when there is nothing to play yet: no code, signed out, not found. */
export function PlayerMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section css={messageCss}>
      <h1 css={messageTitleCss}>{title}</h1>
      <div>{children}</div>
    </section>
  );
}
