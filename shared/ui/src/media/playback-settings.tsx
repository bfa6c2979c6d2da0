// Playback speed and captions on/off in the player (issue 38). The person's choice is remembered in
// localStorage and read after mount (the first render is the same on the server and in the browser),
// and applied to every media element the player mounts (the next segment, renewed signed URLs).
import { useEffect, useId, useState } from 'react';
import { colors, focusRing } from '../theme';

const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
const STORAGE_KEY = 'cle.player.settings';

export interface PlaybackSettings {
  captions: boolean;
  rate: number;
}
const DEFAULTS: PlaybackSettings = { captions: true, rate: 1 };

/** What was stored, checked (anything else, or no storage, is the defaults). */
function stored(): PlaybackSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<PlaybackSettings> | null;
    return {
      captions: typeof raw?.captions === 'boolean' ? raw.captions : DEFAULTS.captions,
      rate: PLAYBACK_RATES.find((r) => r === raw?.rate) ?? DEFAULTS.rate,
    };
  } catch {
    return DEFAULTS;
  }
}

export function usePlaybackSettings(): [PlaybackSettings, (change: Partial<PlaybackSettings>) => void] {
  const [settings, setSettings] = useState(DEFAULTS);
  useEffect(() => setSettings(stored()), []);
  const update = (change: Partial<PlaybackSettings>) =>
    setSettings((prev) => {
      const next = { ...prev, ...change };
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // private mode or full storage: the choice holds for this page only
      }
      return next;
    });
  return [settings, update];
}

/** Puts the settings on a media element: its speed (kept across loads) and its captions track. */
export function applyPlaybackSettings(media: HTMLMediaElement, s: PlaybackSettings) {
  media.defaultPlaybackRate = s.rate;
  media.playbackRate = s.rate;
  // hidden, not disabled: the cues stay loaded for the transcript's current line
  for (const track of Array.from(media.textTracks ?? []))
    if (track.kind === 'captions') track.mode = s.captions ? 'showing' : 'hidden';
}

const controlCss = {
  font: 'inherit',
  padding: '6px 10px',
  borderRadius: 4,
  border: `1px solid ${colors.line}`,
  background: colors.paper,
  color: colors.ink,
  '&:focus-visible': focusRing,
} as const;

export function PlaybackSettingsControls({
  settings,
  onChange,
}: {
  settings: PlaybackSettings;
  onChange: (change: Partial<PlaybackSettings>) => void;
}) {
  const speedId = useId();
  return (
    <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <label htmlFor={speedId} css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        Playback speed
        <select
          id={speedId}
          value={String(settings.rate)}
          onChange={(e) => onChange({ rate: Number(e.target.value) })}
          css={controlCss}
        >
          {PLAYBACK_RATES.map((r) => (
            <option key={r} value={String(r)}>
              {r}×
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        aria-pressed={settings.captions}
        onClick={() => onChange({ captions: !settings.captions })}
        css={{ ...controlCss, cursor: 'pointer', fontWeight: settings.captions ? 700 : 400 }}
      >
        Captions
      </button>
    </div>
  );
}
