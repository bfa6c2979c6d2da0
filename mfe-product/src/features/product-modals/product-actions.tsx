// The product page's actions (spec 3 §2.1, §2.2): Add To Calendar for a scheduled program, Share,
// Download (audio and video versions of an on-demand program), Materials and Show more like this.
// Materials and Download are for signed-in people: anonymous visitors are sent to sign in first (§6).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signIn } from '@cle/contracts/auth';
import { colors, focusRing } from '@cle/ui/theme';
import type { ActionsSlotProps } from '../../lib/panel-slots';
import { canAddToCalendar, downloadChoices, missingReminderData, shareUrl } from './modal-rules';
import { moreLikeThisTarget } from '../../lib/more-like-this';
import { whenSignInSettles } from '../../lib/when-sign-in-settles';
import type { ModalKind } from './components/modal-host';
import { StaffActions } from './components/staff-actions';

const ModalHost = lazy(() => import('./components/modal-host'));

type Open = null | ModalKind;

const actionCss = (dark: boolean) =>
  ({
    font: 'inherit',
    fontSize: 15,
    fontWeight: 600,
    padding: '6px 12px',
    borderRadius: 4,
    cursor: 'pointer',
    background: 'transparent',
    color: dark ? colors.paper : colors.ink,
    border: `1px solid ${dark ? colors.paper : colors.line}`,
    '&:hover': { background: dark ? 'rgba(255,255,255,.1)' : colors.mist },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  }) as const;

export function ProductActions({
  variation: v,
  programVariants,
  masterPk,
  hasMaterials,
  searchPage,
  dark = false,
  segments = [],
  creditJurisdictions = [],
}: ActionsSlotProps) {
  const [open, setOpen] = useState<Open>(null);
  const [finding, setFinding] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => setOpen(null);

  const { audio, video } = downloadChoices(
    programVariants.some((x) => x.code === v.code) ? programVariants : [v, ...programVariants],
  );
  const downloadable = audio.length + video.length > 0;

  // protected actions: anonymous visitors sign in and come back to this page (a click made before
  // sign-in settles, on a server-rendered page, is answered once it has)
  const protectedOpen = (which: Open) =>
    whenSignInSettles((auth) => {
      if (!auth.token) signIn(`${location.pathname}${location.search}${location.hash}`);
      else setOpen(which);
    });

  const moreLikeThis = async () => {
    setFinding(true);
    try {
      navigate(await moreLikeThisTarget(v.code, searchPage));
    } finally {
      setFinding(false);
    }
  };

  const onDemandProgram = v.searchableType === 'ondemandprogram';
  // spec 3 §8: a live program without the dates a calendar reminder needs is logged, not offered
  const reminderWarning = missingReminderData(v);
  useEffect(() => {
    if (reminderWarning) console.warn(reminderWarning);
  }, [reminderWarning]);
  const url = shareUrl(typeof window === 'undefined' ? '' : window.location.origin, v.url);

  return (
    <div role="group" aria-label="Program actions" css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {canAddToCalendar(v) ? (
        <button
          type="button"
          aria-haspopup="dialog"
          css={actionCss(dark)}
          onClick={() => setOpen('calendar')}
        >
          Add To Calendar
        </button>
      ) : null}
      <button type="button" aria-haspopup="dialog" css={actionCss(dark)} onClick={() => setOpen('share')}>
        Share
      </button>
      {downloadable ? (
        <button
          type="button"
          aria-haspopup="dialog"
          css={actionCss(dark)}
          onClick={() => protectedOpen('download')}
        >
          Download
        </button>
      ) : null}
      {hasMaterials ? (
        <button
          type="button"
          aria-haspopup="dialog"
          css={actionCss(dark)}
          onClick={() => protectedOpen('materials')}
        >
          Materials
        </button>
      ) : null}
      {/* spec 3 §2.1: the on-demand program page's runtime and credit modals */}
      {onDemandProgram ? (
        <>
          <button
            type="button"
            aria-haspopup="dialog"
            css={actionCss(dark)}
            onClick={() => setOpen('runtime')}
          >
            Runtime
          </button>
          <button
            type="button"
            aria-haspopup="dialog"
            css={actionCss(dark)}
            onClick={() => setOpen('credit')}
          >
            Credit
          </button>
        </>
      ) : null}
      <button type="button" css={actionCss(dark)} disabled={finding} onClick={() => void moreLikeThis()}>
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
          <ModalHost
            which={open}
            onClose={close}
            variation={v}
            audio={audio}
            video={video}
            masterPk={masterPk}
            shareUrl={url}
            segments={segments}
            creditJurisdictions={creditJurisdictions}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
