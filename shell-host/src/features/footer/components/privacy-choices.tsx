import { lazy, Suspense, useState } from 'react';
import { focusRing, linkButtonCss } from '@cle/ui/theme';

// The dialog (and the kit's Dialog under it) downloads on the first click: every page has this
// button in its footer, few visitors open it.
const PrivacyChoicesDialog = lazy(() =>
  import('./privacy-choices-dialog').then((m) => ({ default: m.PrivacyChoicesDialog })),
);

/** The footer's 'Your privacy choices' button and its consent dialog. */
export function PrivacyChoices() {
  const [open, setOpen] = useState(false);
  // once opened the dialog stays mounted, so closing returns focus to the button as Dialog does
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        css={{ ...linkButtonCss, color: '#eee', '&:focus-visible': focusRing }}
      >
        Your privacy choices
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <PrivacyChoicesDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
