// The add-license flow's first step (spec 2 §2): the jurisdictions the member holds no license in, in
// sections (suggested, mandatory CLE, other), each showing six until 'See all'.
import { useState } from 'react';
import type { CreditJurisdiction } from '@cle/contracts/tracker-schemas';
import { linkButtonCss } from '@cle/ui/theme';
import * as styles from './jurisdiction-checklist.styles';

/** Sections of the first step; each shows this many jurisdictions until 'See all'. */
const SECTION_PREVIEW = 6;

export function JurisdictionChecklist({
  available,
  suggested,
  checked,
  onChange,
}: {
  available: CreditJurisdiction[];
  /** regions suggested to the member and not yet handled */
  suggested: number[];
  checked: number[];
  onChange: (checked: number[]) => void;
}) {
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const sections = [
    { name: 'Suggested for you', items: available.filter((j) => suggested.includes(j.creditRegion_SK)) },
    {
      name: 'Mandatory CLE jurisdictions',
      items: available.filter((j) => j.statusDescription === 'Mandatory CLE'),
    },
    { name: 'Other jurisdictions', items: available.filter((j) => j.statusDescription !== 'Mandatory CLE') },
  ].filter((s) => s.items.length);
  return (
    <>
      {sections.map((s) => {
        const shown = expanded[s.name] ? s.items : s.items.slice(0, SECTION_PREVIEW);
        return (
          <fieldset key={s.name} css={styles.section}>
            <legend css={styles.legend}>{s.name}</legend>
            <ul css={styles.list}>
              {shown.map((j) => (
                <li key={j.creditRegion_SK}>
                  <label css={styles.option}>
                    <input
                      type="checkbox"
                      checked={checked.includes(j.creditRegion_SK)}
                      onChange={(e) =>
                        onChange(
                          e.target.checked
                            ? [...checked, j.creditRegion_SK]
                            : checked.filter((r) => r !== j.creditRegion_SK),
                        )
                      }
                    />
                    {j.name}
                  </label>
                </li>
              ))}
            </ul>
            {s.items.length > SECTION_PREVIEW && !expanded[s.name] ? (
              <button
                type="button"
                css={linkButtonCss}
                onClick={() => setExpanded({ ...expanded, [s.name]: true })}
              >
                See all
              </button>
            ) : null}
          </fieldset>
        );
      })}
    </>
  );
}
