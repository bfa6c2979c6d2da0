import type { ReactNode } from 'react';
import { TabList } from '@cle/ui/tabs';
import type { Panel } from '../api/use-panel';
import { tabPanelCss } from './panel-body.styles';

/**
 * A live panel of a registered person (spec 3 §4.3): the Registrations tab (their registrations, with
 * the Materials button beside Launch) and the ways to attend (`selector`).
 */
export function PanelTabs({
  panel,
  tabsId,
  selector,
}: {
  panel: Panel;
  tabsId: string;
  selector: ReactNode;
}) {
  const { activeTab, registeredVariant } = panel;
  const { Registrations, Materials } = panel.slots;
  const shown = activeTab === 'registrations' ? 'reg' : 'sel';
  return (
    <>
      <TabList
        aria-label="Registration"
        tabs={[
          {
            key: 'registrations' as const,
            label: 'Registrations',
            id: `${tabsId}-reg`,
            panelId: `${tabsId}-reg-panel`,
          },
          {
            key: 'selector' as const,
            label: 'Ways to attend',
            id: `${tabsId}-sel`,
            panelId: `${tabsId}-sel-panel`,
          },
        ]}
        selected={activeTab}
        onSelect={(key) => panel.setTab(key)}
      />
      <div
        role="tabpanel"
        id={`${tabsId}-${shown}-panel`}
        aria-labelledby={`${tabsId}-${shown}`}
        css={tabPanelCss}
      >
        {activeTab === 'registrations' && Registrations ? (
          <>
            <Registrations registrations={panel.mine} variants={panel.listed} now={panel.props.now} />
            {/* registered: the Materials button beside Launch (spec 3 §4.3) */}
            {registeredVariant && Materials ? (
              <Materials
                variation={registeredVariant}
                busy={panel.materialsLoading}
                onLoadingChange={panel.setMaterialsLoading}
              />
            ) : null}
          </>
        ) : (
          selector
        )}
      </div>
    </>
  );
}
