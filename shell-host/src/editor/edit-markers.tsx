// What an editor sees in edit mode (spec 1 §1, §6): editable placeholders where an area has no blocks,
// and the blocks hidden from visitors, marked as such. Visitors never see either.
import type { ReactNode } from 'react';
import type { CmsBlock } from '@cle/contracts/block-schemas';
import { colors } from '@cle/ui/theme';

/** The CMS marks a block hidden from visitors with `hidden: true`. */
export const isHiddenBlock = (block: CmsBlock) => block.hidden === true;

const EDIT_PLACEHOLDER_TEXT = 'Empty content area: add blocks in the CMS';
const HIDDEN_LABEL = 'Hidden from visitors';

export function EditPlaceholder() {
  return (
    <p
      data-edit-placeholder=""
      css={{ border: `2px dashed ${colors.line}`, padding: 16, color: colors.inkSoft, textAlign: 'center' }}
    >
      {EDIT_PLACEHOLDER_TEXT}
    </p>
  );
}

export function HiddenForVisitors({ children }: { children: ReactNode }) {
  return (
    <div css={{ outline: `2px dashed ${colors.red}`, outlineOffset: 4, opacity: 0.7 }}>
      <p css={{ margin: '0 0 4px', fontSize: 13, fontWeight: 700, color: colors.red }}>{HIDDEN_LABEL}</p>
      {children}
    </div>
  );
}
