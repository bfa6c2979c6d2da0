// Spec 2 §2: the practice areas by category; a category's box checks all of its areas. Areas already
// followed show checked and cannot be unchecked here.
import type { PracticeAreasResponse } from '@cle/contracts/tracker-schemas';
import * as styles from './practice-area-picker.styles';

export function PracticeAreaPicker({
  data,
  checked,
  onToggle,
}: {
  data: PracticeAreasResponse;
  checked: readonly number[];
  onToggle: (ids: number[], on: boolean) => void;
}) {
  return (
    <>
      {data.categories.map((c) => {
        const areas = data.items.filter((a) => a.categoryId === c.id);
        const all = areas.every((a) => checked.includes(a.id) || a.isFollowing);
        return (
          <fieldset key={c.id} css={styles.category}>
            <legend css={styles.legend}>
              <label css={styles.option}>
                <input
                  type="checkbox"
                  checked={all}
                  onChange={(e) =>
                    onToggle(
                      areas.map((a) => a.id),
                      e.target.checked,
                    )
                  }
                />
                {c.name}
              </label>
            </legend>
            <ul css={styles.areas}>
              {areas.map((a) => (
                <li key={a.id}>
                  <label css={styles.option}>
                    <input
                      type="checkbox"
                      checked={a.isFollowing || checked.includes(a.id)}
                      disabled={a.isFollowing}
                      onChange={(e) => onToggle([a.id], e.target.checked)}
                    />
                    {a.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </>
  );
}
