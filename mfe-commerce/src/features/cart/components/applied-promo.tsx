// The promo code on the cart, named when it was applied here, with its Remove button.
import { removeButtonCss } from '../../../lib/styles';
import { appliedCss } from './promo-code-box.styles';

export function AppliedPromo({
  code,
  removing,
  onRemove,
}: {
  code: string | null;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <p css={appliedCss}>
      <span>
        {code ? (
          <>
            Promo code <strong>{code.toUpperCase()}</strong> applied
          </>
        ) : (
          'A promo code is applied'
        )}
      </span>
      <button
        type="button"
        disabled={removing}
        aria-label="Remove promo code"
        onClick={onRemove}
        css={removeButtonCss}
      >
        Remove
      </button>
    </p>
  );
}
