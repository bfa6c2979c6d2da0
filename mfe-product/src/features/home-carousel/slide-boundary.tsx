import { Component } from 'react';
import type { ReactNode } from 'react';
import { colors } from '@cle/ui/theme';
import { slideFailedText } from './carousel-rules';

/** A slide that throws shows 'Slide ... failed' and the rest of the carousel keeps working. */
export class SlideBoundary extends Component<
  { name: string | undefined; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('[mfe-product/home-carousel]', slideFailedText(this.props.name), error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p
        role="alert"
        css={{ minHeight: 320, margin: 0, padding: 24, background: colors.mist, borderRadius: 12 }}
      >
        {slideFailedText(this.props.name)}
      </p>
    );
  }
}
