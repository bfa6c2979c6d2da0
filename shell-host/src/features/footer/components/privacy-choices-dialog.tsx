// The consent dialog of the footer's 'Your privacy choices' button: its own chunk, loaded on first open.
import { useId } from 'react';
import { Dialog } from '@cle/ui/dialog';
import { Button } from '@cle/ui/button';
import { colors } from '@cle/ui/theme';
import type { ConsentChoice, ConsentValue } from '../../../api/consent';
import { useConsentChoice } from '../api/use-consent-choice';

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

/** The consent dialog; it shows the remembered choice each time it opens. */
export function PrivacyChoicesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { choice, choose, save } = useConsentChoice(open);
  const headingId = useId();
  return (
    <Dialog open={open} onClose={onClose} placement="center" aria-labelledby={headingId}>
      <h2 id={headingId} css={{ marginTop: 0 }}>
        Your privacy choices
      </h2>
      <p>Choose which cookies PLI may use on this device. You can change this at any time.</p>
      {CATEGORIES.map((c) => (
        <ChoiceGroup key={c.key} category={c} value={choice[c.key]} onChange={(v) => choose(c.key, v)} />
      ))}
      <div css={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="button"
          onClick={() => {
            save();
            onClose();
          }}
        >
          Save choices
        </Button>
      </div>
    </Dialog>
  );
}
