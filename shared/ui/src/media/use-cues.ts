// A recording's cues, from the same WebVTT file as its captions: the transcript panel lists them and an
// audio item shows the one being spoken as its captions (stream-media.tsx).
import useSWR from 'swr';

export interface Cue {
  start: number;
  end: number;
  text: string;
}

const TIME = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/;
const seconds = (t: string) => {
  const m = TIME.exec(t.trim());
  return m ? Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000 : NaN;
};

/** The cues of a WebVTT file (identifiers, cue settings and NOTE blocks are skipped). */
function parseVtt(text: string): Cue[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .flatMap((block) => {
      const lines = block.split('\n');
      const at = lines.findIndex((l) => l.includes('-->'));
      if (at < 0) return [];
      const [from, rest] = lines[at]!.split('-->');
      const start = seconds(from!);
      const end = seconds(rest!.trim().split(/\s+/)[0]!);
      const cueText = lines
        .slice(at + 1)
        .join(' ')
        .replace(/<[^>]*>/g, '')
        .trim();
      return Number.isFinite(start) && Number.isFinite(end) && cueText ? [{ start, end, text: cueText }] : [];
    });
}

async function fetchCues(url: string): Promise<Cue[]> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`transcript ${res.status}`);
  return parseVtt(await res.text());
}

/** The cues of a recording's WebVTT (one fetch per file: the transcript and the audio captions share it). */
export function useCues(url: string) {
  return useSWR(['transcript', url], ([, u]: [string, string]) => fetchCues(u), { revalidateOnFocus: false });
}

/** The cue being spoken at `time`, or -1. */
export const cueAt = (cues: Cue[], time: number) => cues.findIndex((c) => time >= c.start && time < c.end);
