// The product actions' state (spec 3 §2.1, §2.2, §6, §8): which modal is open, the protected ones
// (Download, Materials) behind sign-in, Show more like this (GET more-like-this/{code}, then navigate),
// and the warning for a live program a calendar reminder cannot be made for.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signIn } from '@cle/contracts/auth';
import type { Variation } from '../../../lib/product-payload';
import { moreLikeThisTarget } from '../../../lib/more-like-this';
import { whenSignInSettles } from '../../../lib/when-sign-in-settles';
import type { ModalKind } from '../components/modal-host';
import { missingReminderData } from '../modal-rules';

export function useProductActions(v: Variation, searchPage: string | undefined) {
  const [open, setOpen] = useState<ModalKind | null>(null);
  const [finding, setFinding] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  // spec 3 §8: a live program without the dates a calendar reminder needs is logged, not offered
  const reminderWarning = missingReminderData(v);
  useEffect(() => {
    if (reminderWarning) console.warn(reminderWarning);
  }, [reminderWarning]);

  return {
    open,
    setOpen,
    close: () => setOpen(null),
    finding,
    // protected actions: anonymous visitors sign in and come back to this page (a click made before
    // sign-in settles, on a server-rendered page, is answered once it has)
    protectedOpen: (which: ModalKind) =>
      whenSignInSettles((auth) => {
        if (!auth.token) signIn(`${location.pathname}${location.search}${location.hash}`);
        else setOpen(which);
      }),
    moreLikeThis: async () => {
      setFinding(true);
      try {
        navigate(await moreLikeThisTarget(v.code, searchPage));
      } finally {
        setFinding(false);
      }
    },
  };
}
