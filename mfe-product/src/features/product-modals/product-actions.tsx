// The product page's actions (spec 3 §2.1, §2.2): Add To Calendar for a scheduled program, Share,
// Download (audio and video versions of an on-demand program), Materials and Show more like this.
// Materials and Download are for signed-in people: anonymous visitors are sent to sign in first (§6).
import { lazy, Suspense } from 'react';
import type { ActionsSlotProps } from '../../lib/panel-slots';
import { useProductActions } from './api/use-product-actions';
import { StaffActions } from './components/staff-actions';
import { canAddToCalendar, downloadChoices, shareUrl } from './modal-rules';
import { actionCss, actionsCss } from './product-actions.styles';

const ModalHost = lazy(() => import('./components/modal-host'));

/** A button that opens one of the product's dialogs. */
function DialogButton({ label, dark, onClick }: { label: string; dark: boolean; onClick: () => void }) {
  return (
    <button type="button" aria-haspopup="dialog" css={actionCss(dark)} onClick={onClick}>
      {label}
    </button>
  );
}

export function ProductActions(props: ActionsSlotProps) {
  const { variation: v, programVariants, hasMaterials, dark = false } = props;
  const actions = useProductActions(v, props.searchPage);
  const { open, setOpen, protectedOpen } = actions;
  const downloads = downloadChoices(
    programVariants.some((x) => x.code === v.code) ? programVariants : [v, ...programVariants],
  );
  const url = shareUrl(typeof window === 'undefined' ? '' : window.location.origin, v.url);

  return (
    <div role="group" aria-label="Program actions" css={actionsCss}>
      {canAddToCalendar(v) ? (
        <DialogButton label="Add To Calendar" dark={dark} onClick={() => setOpen('calendar')} />
      ) : null}
      <DialogButton label="Share" dark={dark} onClick={() => setOpen('share')} />
      {downloads.audio.length + downloads.video.length > 0 ? (
        <DialogButton label="Download" dark={dark} onClick={() => protectedOpen('download')} />
      ) : null}
      {hasMaterials ? (
        <DialogButton label="Materials" dark={dark} onClick={() => protectedOpen('materials')} />
      ) : null}
      {/* spec 3 §2.1: the on-demand program page's runtime and credit modals */}
      {v.searchableType === 'ondemandprogram' ? (
        <>
          <DialogButton label="Runtime" dark={dark} onClick={() => setOpen('runtime')} />
          <DialogButton label="Credit" dark={dark} onClick={() => setOpen('credit')} />
        </>
      ) : null}
      <button
        type="button"
        css={actionCss(dark)}
        disabled={actions.finding}
        onClick={() => void actions.moreLikeThis()}
      >
        Show more like this
      </button>

      <StaffActions
        contentType={v.contentType}
        externalSystemKey={v.externalSystemKey}
        itemClassId={v.itemClassId}
        buttonCss={actionCss(dark)}
      />

      {open ? (
        <Suspense fallback={null}>
          <ModalHost which={open} onClose={actions.close} slot={props} downloads={downloads} shareUrl={url} />
        </Suspense>
      ) : null}
    </div>
  );
}
