import { formatPrice } from '../../../lib/format';
import type { Panel } from '../api/use-panel';
import { optionKey } from '../api/use-panel-choice';
import { bookFormatLabel, showsPrice, variantLine } from '../purchase-rules';
import {
  optionCss,
  optionLineCss,
  optionPriceCss,
  optionRadioCss,
  optionRegisteredCss,
  optionsCss,
  optionsLegendCss,
  optionTextCss,
} from './panel-body.styles';

/** The panel's options as radios: format, dates or place, Registered, and the price once ownership is known. */
export function VariantOptions({
  panel,
  groupName,
}: {
  panel: Panel;
  /** the radios' name */ groupName: string;
}) {
  const { variants, registeredPks } = panel;
  const { kind, title } = panel.props;
  return (
    <fieldset css={optionsCss}>
      <legend css={optionsLegendCss}>
        {variants.length === 1 ? 'Available option' : `${variants.length} options for ${title}`}
      </legend>
      {variants.map((v) => {
        const checked = optionKey(v) === panel.selectionKey;
        const registered = registeredPks.has(v.pk);
        return (
          <label key={optionKey(v)} css={optionCss(checked)}>
            <input
              type="radio"
              name={groupName}
              checked={checked}
              onChange={() => panel.onChoose(v)}
              css={optionRadioCss}
            />
            <span css={optionTextCss}>
              <strong>{kind === 'book' ? bookFormatLabel(v.bookFormat) : v.format}</strong>
              <span css={optionLineCss}>{variantLine(v)}</span>
              {registered ? <span css={optionRegisteredCss}>Registered</span> : null}
            </span>
            {/* a purchased or registered state hides the price; unknown ownership shows none yet */}
            {!panel.listLoading && showsPrice({ purchased: panel.isOwned(v) && !registered, registered }) ? (
              <span css={optionPriceCss}>{formatPrice(v.price)}</span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}
