// The body of the purchase / registration panel (spec 3 §4.3): the live panel's Registrations tab and
// variant selector, the variant choice, the price (hidden once purchased or registered) and the primary
// action button with its states, from the person's real library and registrations (api/use-panel.ts).
import { useId } from 'react';
import { usePanel } from '../api/use-panel';
import type { PanelProps } from '../api/use-panel';
import { panelHeading } from '../purchase-rules';
import { panelHeadingCss, panelRootCss } from './panel-body.styles';
import { PanelSelector } from './panel-selector';
import { PanelTabs } from './panel-tabs';

export function PanelBody(props: PanelProps) {
  const groupName = useId();
  const tabsId = useId();
  const panel = usePanel(props);
  const selector = <PanelSelector panel={panel} groupName={groupName} />;
  return (
    <div ref={panel.rootRef} css={panelRootCss}>
      <h2 css={panelHeadingCss}>{panelHeading(props.kind)}</h2>
      {panel.showRegistrations && panel.slots.Registrations ? (
        <PanelTabs panel={panel} tabsId={tabsId} selector={selector} />
      ) : (
        selector
      )}
    </div>
  );
}
