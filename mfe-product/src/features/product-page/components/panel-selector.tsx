import { ActionButton } from '@cle/ui/action-button';
import { formatPrice } from '../../../lib/format';
import { NO_SELECTION_MESSAGE } from '../../../lib/product-messages';
import type { Panel } from '../api/use-panel';
import { accessMessage, panelButtonLabels, showsPrice } from '../purchase-rules';
import {
  actionButtonCss,
  noDatesCss,
  noSelectionCss,
  noteCss,
  priceCss,
  signInNoteCss,
} from './panel-body.styles';
import { VariantOptions } from './variant-options';
import { WaitlistLink } from './waitlist-link';

/** The ways to attend or buy: the options, the chosen one's price, the primary action and its notes. */
export function PanelSelector({ panel, groupName }: { panel: Panel; groupName: string }) {
  const { selected, loading, action } = panel;
  const { kind, supportEmail } = panel.props;
  const Materials = panel.slots.Materials;
  return (
    <>
      {panel.variants.length ? (
        <VariantOptions panel={panel} groupName={groupName} />
      ) : (
        <p css={noDatesCss}>There are no upcoming dates for this program.</p>
      )}
      {panel.noSelection ? (
        <>
          <p role="alert" css={noSelectionCss}>
            {NO_SELECTION_MESSAGE}
          </p>
          {/* spec 3 §8: on an empty selection the waitlist mail shows too */}
          {panel.variants
            .filter((v) => v.waitlist)
            .map((v) => (
              <span key={v.code}>
                <WaitlistLink supportEmail={supportEmail} variant={v} />
              </span>
            ))}
        </>
      ) : null}
      {selected &&
      !loading &&
      showsPrice({ purchased: panel.selectedPurchased, registered: panel.selectedRegistered }) ? (
        <p css={priceCss} aria-live="polite">
          {formatPrice(selected.price)}
        </p>
      ) : null}
      {action === 'waitlist' && selected ? (
        <WaitlistLink supportEmail={supportEmail} variant={selected} />
      ) : (
        <ActionButton
          ref={panel.primaryRef}
          type="button"
          onClick={panel.submit}
          state={panel.buttonState}
          labels={panelButtonLabels(kind, action, !(selected && loading))}
          disabled={action === 'registered' || (Boolean(selected) && loading)}
          css={actionButtonCss}
        />
      )}
      {selected && action === 'read-on-plus' ? (
        <p css={noteCss}>{accessMessage(selected.displayName)}</p>
      ) : null}
      {/* spec 3 §4.3, §6: owners and registrants get the Materials button (online live: Launch plus Materials) */}
      {selected && !loading && panel.isOwned(selected) && Materials ? (
        <Materials
          variation={selected}
          busy={panel.materialsLoading}
          onLoadingChange={panel.setMaterialsLoading}
        />
      ) : null}
      <p aria-live="polite" css={signInNoteCss}>
        {!panel.isAuthenticated && action && action !== 'waitlist' && action !== 'registered'
          ? 'You will be asked to sign in first.'
          : ''}
      </p>
    </>
  );
}
