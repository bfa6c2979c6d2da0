// The media pipeline is deterministic and cached (decision 057): the same inputs give the same bytes,
// and a second run with them does nothing.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildMedia, DEFAULT_OUT, mediaHash } from './build-media.mjs';
import { fileHashes } from './media-cache.mjs';

const quiet = () => {};

test('two builds of the same inputs give the same bytes, and a rerun does nothing', () => {
  const a = fs.mkdtempSync(path.join(os.tmpdir(), 'cle-media-a-'));
  // the build `npm test` made just before into api/.media is the second one when it is there
  const hash = mediaHash();
  const b = fs.existsSync(path.join(DEFAULT_OUT, hash, 'media.json'))
    ? DEFAULT_OUT
    : fs.mkdtempSync(path.join(os.tmpdir(), 'cle-media-b-'));
  try {
    const first = buildMedia({ out: a, log: quiet });
    assert.equal(first.built, true);
    assert.equal(first.hash, hash);
    const second = b === DEFAULT_OUT ? buildMedia({ log: quiet }) : buildMedia({ out: b, log: quiet });
    const ha = fileHashes(first.dir);
    const hb = fileHashes(second.dir);
    assert.deepEqual(Object.keys(ha), Object.keys(hb));
    for (const f of Object.keys(ha)) assert.equal(ha[f], hb[f], `${f} differs between two builds`);
    // everything the API serves is there: HLS (two video renditions + audio), downloads, poster, captions
    for (const f of [
      'video-program/master.m3u8',
      'video-program/v240/index.m3u8',
      'video-program/v480/init.mp4',
      'video-program/a64/index.m3u8',
      'video-program/download.mp4',
      'video-program/download.mp3',
      'video-program/preview.mp4',
      'video-program/preview.vtt',
      'video-program/poster.jpg',
      'video-program/captions.vtt',
      'audio-program/master.m3u8',
      'audio-program/download.mp3',
      'audio-program/captions.vtt',
    ])
      assert.ok(ha[f], `${f} is built`);
    const master = fs.readFileSync(path.join(first.dir, 'video-program', 'master.m3u8'), 'utf8');
    assert.match(
      master,
      /BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,CODECS="avc1\.4d401e,mp4a\.40\.2",RESOLUTION=426x240/,
    );
    assert.match(master, /RESOLUTION=854x480/);
    assert.doesNotMatch(
      fs.readFileSync(path.join(first.dir, 'audio-program', 'master.m3u8'), 'utf8'),
      /avc1/,
    );
    // captions are timed by the measured speech: the last cue ends where the audio ends
    const meta = JSON.parse(fs.readFileSync(path.join(first.dir, 'media.json'), 'utf8'));
    const vtt = fs.readFileSync(path.join(first.dir, 'video-program', 'captions.vtt'), 'utf8');
    const ends = [...vtt.matchAll(/--> (\d\d):(\d\d):(\d\d\.\d{3})/g)].map(
      (m) => +m[1] * 3600 + +m[2] * 60 + +m[3],
    );
    assert.equal(ends.length, meta.sources['video-program'].cues);
    assert.ok(Math.abs(ends.at(-1) - meta.sources['video-program'].durationSeconds) < 0.002);
    // a rerun with the same inputs builds nothing, and removes older builds and abandoned half-builds
    const stale = ['0123456789abcdef', `0123456789abcdef.building-${2 ** 22 + 12345}`];
    for (const d of stale) fs.mkdirSync(path.join(a, d, 'video-program'), { recursive: true });
    const again = buildMedia({ out: a, log: quiet });
    assert.equal(again.built, false);
    assert.ok(again.seconds < 5, `a cached run took ${again.seconds} s`);
    for (const d of stale) assert.ok(!fs.existsSync(path.join(a, d)), `${d} is removed`);
    assert.ok(fs.existsSync(path.join(first.dir, 'media.json')), 'the current build stays');
  } finally {
    fs.rmSync(a, { recursive: true, force: true });
    if (b !== DEFAULT_OUT) fs.rmSync(b, { recursive: true, force: true });
  }
});
