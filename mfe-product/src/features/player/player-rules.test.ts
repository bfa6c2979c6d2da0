// The player's rules: what plays, where progress goes, when it is reported.
import {
  nowPlayingText,
  playlist,
  progressBody,
  progressPath,
  PROGRESS_REPORT_MS,
  shouldReport,
  thumbnailSize,
  THUMBNAIL_SIZES,
} from './player-rules';

const seg = (n: number) => ({
  code: `100-${n}`,
  pk: `seg-100-${n}`,
  title: `Segment ${n}`,
  segmentNumber: n,
});

describe('player', () => {
  test('a program plays its segments in order; a segment or an item without segments plays itself', () => {
    const program = { code: '100', pk: 'prg-100', title: 'P', parentProductCode: null };
    expect(playlist(program, [seg(2), seg(1)]).map((i) => i.code)).toEqual(['100-1', '100-2']);
    expect(playlist(program, []).map((i) => i.code)).toEqual(['100']);
    const segment = { code: '100-2', pk: 'seg-100-2', title: 'S', parentProductCode: '100' };
    expect(playlist(segment, [seg(1), seg(2)]).map((i) => i.code)).toEqual(['100-2']);
  });

  test('progress goes to the item in the library, or to the segment of the program there', () => {
    expect(progressPath({ pk: 'seg-100-1' }, new Set(['prg-100']), 'prg-100')).toBe(
      '/user/library/prg-100/segments/seg-100-1/progress',
    );
    expect(progressPath({ pk: 'seg-100-1' }, new Set(['seg-100-1', 'prg-100']), 'prg-100')).toBe(
      '/user/library/seg-100-1/progress',
    );
    expect(progressPath({ pk: 'seg-100-1' }, new Set(), 'prg-100')).toBeNull();
  });

  test('the progress body stays within the recording; unknown durations send nothing', () => {
    expect(progressBody(2.345, 5)).toEqual({ positionSeconds: 2.35, durationSeconds: 5 });
    expect(progressBody(7, 5)).toEqual({ positionSeconds: 5, durationSeconds: 5 });
    expect(progressBody(1, NaN)).toBeNull();
    expect(progressBody(1, Infinity)).toBeNull();
  });

  test('progress is reported every few seconds while playing, and always on pause and at the end', () => {
    expect(shouldReport('timeupdate', 0, PROGRESS_REPORT_MS - 1)).toBe(false);
    expect(shouldReport('timeupdate', 0, PROGRESS_REPORT_MS)).toBe(true);
    expect(shouldReport('pause', 1000, 1001)).toBe(true);
    expect(shouldReport('ended', 1000, 1001)).toBe(true);
  });

  test('now playing names the segment of a program', () => {
    expect(nowPlayingText(1, 4, 'Tax')).toBe('Segment 2 of 4: Tax');
    expect(nowPlayingText(0, 1, 'Episode')).toBe('Episode');
  });
});

test('[S3-CONST-09] thumbnails are 64 px, 80 or 96 px: phones, tablets from 576 px, desktops from 889 px', () => {
  expect(THUMBNAIL_SIZES).toEqual([64, 80, 96]);
  expect([320, 575, 576, 888, 889, 1920].map(thumbnailSize)).toEqual([64, 64, 80, 80, 96, 96]);
});
