import { useId, useState } from 'react';
// loaded on first open: the home page does not download the dialog code
import { DialogOnDemand as Dialog } from '@cle/ui/dialog-on-demand';
import { Button } from '@cle/ui/button';
import { colors, focusRing, linkButtonCss } from '@cle/ui/theme';
import { DEFAULT_CONSENT, readConsent, saveConsent, type ConsentChoice, type ConsentValue } from './consent';

const CATEGORIES: { key: keyof ConsentChoice; label: string; help: string }[] = [
  {
    key: 'advertising',
    label: 'Advertising',
    help: 'Lets our advertising partners show you PLI programs on other sites.',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    help: 'Lets us measure how pages are used (including heatmaps) to improve the site.',
  },
];

function ChoiceGroup({
  category,
  value,
  onChange,
}: {
  category: (typeof CATEGORIES)[number];
  value: ConsentValue;
  onChange: (v: ConsentValue) => void;
}) {
  const name = useId();
  return (
    <fieldset css={{ border: `1px solid ${colors.line}`, borderRadius: 4, margin: '0 0 16px', padding: 12 }}>
      <legend css={{ fontWeight: 700 }}>{category.label}</legend>
      <p css={{ margin: '0 0 8px' }}>{category.help}</p>
      {(['granted', 'denied'] as const).map((v) => (
        <label key={v} css={{ marginRight: 16 }}>
          <input type="radio" name={name} checked={value === v} onChange={() => onChange(v)} />{' '}
          {v === 'granted' ? 'Allow' : 'Do not allow'}
        </label>
      ))}
    </fieldset>
  );
}

/** The footer's 'Your privacy choices' button and its consent dialog. */
export function PrivacyChoices() {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(DEFAULT_CONSENT);
  const headingId = useId();
  const openDialog = () => {
    setChoice(readConsent() ?? DEFAULT_CONSENT);
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        onClick={openDialog}
        css={{ ...linkButtonCss, color: '#eee', '&:focus-visible': focusRing }}
      >
        Your privacy choices
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} placement="center" aria-labelledby={headingId}>
        <h2 id={headingId} css={{ marginTop: 0 }}>
          Your privacy choices
        </h2>
        <p>Choose which cookies PLI may use on this device. You can change this at any time.</p>
        {CATEGORIES.map((c) => (
          <ChoiceGroup
            key={c.key}
            category={c}
            value={choice[c.key]}
            onChange={(v) => setChoice((prev) => ({ ...prev, [c.key]: v }))}
          />
        ))}
        <div css={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            onClick={() => {
              saveConsent(choice);
              setOpen(false);
            }}
          >
            Save choices
          </Button>
        </div>
      </Dialog>
    </>
  );
}
