import {
  activeSectionId,
  jumpLinks,
  overviewSections,
  overviewTexts,
  scrollTargetY,
  segmentCrossLinkText,
} from './page-rules';

const ids = (o: Parameters<typeof jumpLinks>[0]) => jumpLinks(o).map((l) => l.id);

describe('jump links (spec 3 §2.1, §9)', () => {
  test('[S3-JUMP-01] [S3-JUMP-04] [S3-JUMP-06] [S3-JUMP-07] [S3-JUMP-08] offers the sections in order', () => {
    expect(ids({ isSegment: false, hasSegments: true, hasTestimonials: true })).toEqual([
      'overview',
      'credit-details',
      'segments',
      'faculty',
      'schedule',
      'location-details',
      'testimonials',
    ]);
  });

  test('[S3-JUMP-02] [S3-JUMP-03] the overview link is Segment details on segments, Program overview otherwise', () => {
    expect(jumpLinks({ isSegment: true, hasSegments: true, hasTestimonials: false })[0]).toEqual({
      id: 'overview',
      label: 'Segment details',
    });
    expect(jumpLinks({ isSegment: false, hasSegments: true, hasTestimonials: false })[0]?.label).toBe(
      'Program overview',
    );
  });

  test('[S3-JUMP-05] [S3-JUMP-09] segments and testimonials show only when present', () => {
    expect(ids({ isSegment: false, hasSegments: false, hasTestimonials: false })).toEqual([
      'overview',
      'credit-details',
      'faculty',
      'schedule',
      'location-details',
    ]);
  });

  // the offset, threshold and delay are proven on the bar itself (components/jump-link-bar.test.tsx)
  test('the scroll target is the section top less the offset, never above the page', () => {
    expect(scrollTargetY(1000)).toBe(905);
    expect(scrollTargetY(40)).toBe(0);
  });

  test('[S3-JUMP-15] the active section is the last one past the threshold', () => {
    const sections = [
      { id: 'overview', top: -400 },
      { id: 'credit-details', top: 115 },
      { id: 'faculty', top: 116 },
    ];
    expect(activeSectionId(sections)).toBe('credit-details');
    expect(
      activeSectionId([
        { id: 'overview', top: 300 },
        { id: 'faculty', top: 900 },
      ]),
    ).toBe('overview');
    expect(activeSectionId([])).toBeNull();
  });
});

describe('segment cross-link (spec 3 §2.1)', () => {
  test('[S3-PDP-62] reads Segment N of M from program, or From program', () => {
    expect(segmentCrossLinkText(2, 4)).toBe('Segment 2 of 4 from program');
    expect(segmentCrossLinkText(null, 4)).toBe('From program');
    expect(segmentCrossLinkText(5, 4)).toBe('From program');
    expect(segmentCrossLinkText(1, 0)).toBe('From program');
  });
});

describe('overview sections (spec 3 §3, §5)', () => {
  const legacy = { key: 'legacy', heading: 'Overview', content: 'The legacy overview text.' };

  test('[S3-PDP-65] a section shows only when longer than 10 characters', () => {
    const s = [
      { key: 'a', heading: 'A', content: '<p>0123456789</p>' },
      { key: 'b', heading: 'B', content: '<p>01234567890</p>' },
    ];
    expect(overviewSections(s, legacy).map((x) => x.key)).toEqual(['b']);
  });

  test('[S3-PDP-66] a section flagged empty does not show', () => {
    const s = [{ key: 'a', heading: 'A', content: 'Long enough content here', isEmpty: true }];
    expect(overviewSections(s, legacy)).toEqual([legacy]);
  });

  test('[S3-PDP-67] when no section qualifies the legacy overview is used', () => {
    expect(overviewSections([], legacy)).toEqual([legacy]);
    expect(overviewSections([{ key: 'a', heading: 'A', content: 'short' }], legacy)).toEqual([legacy]);
  });

  test('[S3-PDP-68] [S3-PDP-69] [S3-PDP-70] overviewMode 1 merges, 2 variant only, otherwise master', () => {
    expect(overviewTexts(1, 'variant', 'master')).toEqual(['variant', 'master']);
    expect(overviewTexts(2, 'variant', 'master')).toEqual(['variant']);
    expect(overviewTexts(0, 'variant', 'master')).toEqual(['master']);
    expect(overviewTexts(7, 'variant', 'master')).toEqual(['master']);
    expect(overviewTexts(0, 'variant', null)).toEqual(['variant']);
    expect(overviewTexts(1, 'same', 'same')).toEqual(['same']);
  });
});
