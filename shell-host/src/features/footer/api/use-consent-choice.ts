// The consent dialog's choice: the remembered one each time the dialog opens, saved to its cookie on
// Save (api/consent.ts).
import { useEffect, useState } from 'react';
import { DEFAULT_CONSENT, readConsent, saveConsent } from '../../../api/consent';
import type { ConsentChoice, ConsentValue } from '../../../api/consent';

export function useConsentChoice(open: boolean) {
  const [choice, setChoice] = useState<ConsentChoice>(() => readConsent() ?? DEFAULT_CONSENT);
  useEffect(() => {
    if (open) setChoice(readConsent() ?? DEFAULT_CONSENT);
  }, [open]);
  const choose = (key: keyof ConsentChoice, value: ConsentValue) =>
    setChoice((prev) => ({ ...prev, [key]: value }));
  return { choice, choose, save: () => saveConsent(choice) };
}
