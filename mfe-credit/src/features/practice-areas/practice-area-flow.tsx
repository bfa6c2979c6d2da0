// The practice-area flow (spec 2 §2): pick practice areas (or whole categories), then confirm following.
import { useId, useState } from 'react';
import { toast } from '@cle/contracts/toast';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { bareList, colors, linkButtonCss } from '@cle/ui/theme';
import {
  afterSelection,
  followingToast,
  HANDLED_PRACTICE_KEY,
  PRACTICE_FAILED_TOAST,
  PRACTICE_STEP_TITLES,
} from './practice-area-rules';
import type { PracticeStep } from './practice-area-rules';
import { followPracticeAreas, usePracticeAreas } from './use-practice-areas';

export function PracticeAreasSection() {
  const { data } = usePracticeAreas();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  if (!data) return null;
  const following = data.items.filter((a) => a.isFollowing);
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 8 }}>
      <h2 id={headingId}>Practice areas</h2>
      {following.length ? (
        <ul
          aria-label="Practice areas you follow"
          css={{ ...bareList, display: 'flex', flexWrap: 'wrap', gap: 8 }}
        >
          {following.map((a) => (
            <li key={a.id} css={{ border: `1px solid ${colors.line}`, padding: '4px 8px', borderRadius: 12 }}>
              {a.name}{' '}
              <button
                type="button"
                css={linkButtonCss}
                aria-label={`Unfollow ${a.name}`}
                onClick={() =>
                  followPracticeAreas([a.id], false).catch(() =>
                    toast.show({ content: PRACTICE_FAILED_TOAST, type: 'alert' }),
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p css={{ margin: 0 }}>Follow practice areas to see programs for them first.</p>
      )}
      <div>
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          Follow practice areas
        </Button>
      </div>
      {open ? <PracticeAreaFlow onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function PracticeAreaFlow({ onClose }: { onClose: () => void }) {
  const { data } = usePracticeAreas();
  const [step, setStep] = useState<PracticeStep>('selectPracticeAreas');
  const [checked, setChecked] = useState<number[]>([]);
  const titleId = useId();
  if (!data || step === 'closed') return null;
  const followingIds = data.items.filter((a) => a.isFollowing).map((a) => a.id);
  const fresh = checked.filter((id) => !followingIds.includes(id));
  const names = data.items.filter((a) => fresh.includes(a.id)).map((a) => a.name);
  const dismiss = () => {
    try {
      const handled = JSON.parse(window.localStorage.getItem(HANDLED_PRACTICE_KEY) ?? '[]') as number[];
      window.localStorage.setItem(
        HANDLED_PRACTICE_KEY,
        JSON.stringify([...new Set([...handled, ...checked])]),
      );
    } catch {
      // storage refused: nothing else depends on it
    }
    onClose();
  };
  const toggle = (ids: number[], on: boolean) =>
    setChecked(on ? [...new Set([...checked, ...ids])] : checked.filter((id) => !ids.includes(id)));
  return (
    <Dialog open onClose={dismiss} placement="side" aria-labelledby={titleId}>
      <div css={{ padding: 24, display: 'grid', gap: 14 }}>
        <h2 id={titleId} css={{ margin: 0 }}>
          {PRACTICE_STEP_TITLES[step]}
        </h2>
        {step === 'selectPracticeAreas' ? (
          <>
            {data.categories.map((c) => {
              const areas = data.items.filter((a) => a.categoryId === c.id);
              const all = areas.every((a) => checked.includes(a.id) || a.isFollowing);
              return (
                <fieldset key={c.id} css={{ border: 0, padding: 0, margin: 0 }}>
                  <legend css={{ fontWeight: 700 }}>
                    <label css={{ display: 'flex', gap: 8 }}>
                      <input
                        type="checkbox"
                        checked={all}
                        onChange={(e) =>
                          toggle(
                            areas.map((a) => a.id),
                            e.target.checked,
                          )
                        }
                      />
                      {c.name}
                    </label>
                  </legend>
                  <ul css={{ ...bareList, paddingLeft: 24 }}>
                    {areas.map((a) => (
                      <li key={a.id}>
                        <label css={{ display: 'flex', gap: 8 }}>
                          <input
                            type="checkbox"
                            checked={a.isFollowing || checked.includes(a.id)}
                            disabled={a.isFollowing}
                            onChange={(e) => toggle([a.id], e.target.checked)}
                          />
                          {a.name}
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              );
            })}
            <Button
              type="button"
              onClick={() => {
                const next = afterSelection(checked, followingIds);
                if (next === 'closed') onClose();
                else setStep(next);
              }}
            >
              Continue
            </Button>
          </>
        ) : (
          <>
            <ul>
              {names.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
            <div css={{ display: 'flex', gap: 12 }}>
              <Button
                type="button"
                onClick={async () => {
                  try {
                    await followPracticeAreas(fresh);
                    toast.show({ content: followingToast(names), type: 'confirmation' });
                    onClose();
                  } catch {
                    toast.show({ content: PRACTICE_FAILED_TOAST, type: 'alert' });
                  }
                }}
              >
                Follow
              </Button>
              <Button type="button" variant="secondary" onClick={dismiss}>
                Not now
              </Button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
