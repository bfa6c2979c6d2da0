import type { PageProps } from '@cle/contracts/page';
import { visuallyHidden } from '@cle/ui/theme';
import { BlockArea } from '../../components/blocks/block-area';

export function StartPage({ page }: PageProps) {
  return (
    <div css={{ maxWidth: 1440, margin: '0 auto', padding: '0 16px 48px' }}>
      <h1 css={visuallyHidden}>PLI continuing legal education</h1>
      <BlockArea blocks={page.properties.blocks} fallbackBlocks={page.properties.fallbackBlock} />
    </div>
  );
}
