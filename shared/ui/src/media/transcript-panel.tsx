// The transcript panel of the player (issue 38): the recording's cues, from the same WebVTT file as its
// captions, as a list; the cue being spoken is marked, and pressing a cue plays from there.
import { Button } from '../button';
import { Skeleton } from '../skeleton';
import { bareList, colors, focusRing } from '../theme';
import { clockText } from './clock-text';
import { cueAt, useCues } from './use-cues';

export function TranscriptPanel({
  id,
  url,
  time,
  onSeek,
}: {
  id: string;
  /** the recording's captions (WebVTT) */
  url: string;
  /** where the recording is, in seconds */
  time: number;
  onSeek: (seconds: number) => void;
}) {
  const { data, error } = useCues(url);
  const current = data ? cueAt(data, time) : -1;
  return (
    <section id={id} aria-label="Transcript" css={{ border: `1px solid ${colors.line}`, borderRadius: 4 }}>
      {error ? (
        <p role="alert" css={{ margin: 12 }}>
          The transcript could not be loaded.
        </p>
      ) : !data ? (
        <Skeleton rows={3} label="Loading the transcript" />
      ) : (
        <ol css={{ ...bareList, maxHeight: 280, overflowY: 'auto', padding: 8, display: 'grid', gap: 2 }}>
          {data.map((c, i) => (
            <li key={`${c.start}-${i}`}>
              <button
                type="button"
                aria-current={i === current ? 'true' : undefined}
                onClick={() => onSeek(c.start)}
                css={{
                  font: 'inherit',
                  display: 'flex',
                  gap: 10,
                  width: '100%',
                  textAlign: 'left',
                  padding: '4px 6px',
                  border: 0,
                  borderRadius: 3,
                  cursor: 'pointer',
                  color: colors.ink,
                  background: i === current ? '#fdecc8' : 'none',
                  fontWeight: i === current ? 700 : 400,
                  '&:focus-visible': focusRing,
                }}
              >
                <span css={{ flex: 'none', color: colors.inkSoft, fontVariantNumeric: 'tabular-nums' }}>
                  {clockText(c.start)}
                </span>
                <span>{c.text}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Shows or hides the transcript panel (`panelId`); `onOpen` tells the app (its analytics event). */
export function TranscriptToggle({
  open,
  panelId,
  onOpen,
  onToggle,
}: {
  open: boolean;
  panelId: string;
  onOpen?: () => void;
  onToggle: (open: boolean) => void;
}) {
  return (
    <Button
      type="button"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={() => {
        if (!open) onOpen?.();
        onToggle(!open);
      }}
    >
      {open ? 'Hide transcript' : 'Show transcript'}
    </Button>
  );
}
