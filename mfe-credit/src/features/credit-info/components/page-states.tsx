// The jurisdiction page while it loads, and when it cannot be shown (its h1 then says so).
import { PageFrame } from '@cle/ui/page-frame';
import { InlineError } from '@cle/ui/inline-error';
import { Skeleton } from '@cle/ui/skeleton';
import { columns } from '../jurisdiction-credit-info.styles';

export function Problem({ heading, body, onRetry }: { heading: string; body: string; onRetry?: () => void }) {
  return (
    <PageFrame maxWidth={1440}>
      <InlineError heading={heading} headingLevel={1} message={body} onRetry={onRetry} />
    </PageFrame>
  );
}

export function LoadingPage() {
  return (
    <PageFrame maxWidth={1440} busy>
      <Skeleton rows={3} label="Loading CLE requirements" />
      <div css={columns}>
        <Skeleton rows={8} label="Loading credit types" />
        <Skeleton rows={8} label="Loading requirements" />
      </div>
    </PageFrame>
  );
}
