// Spec 3 §3 entities as the product pages read them: each contract must carry the fields the spec names.
// A sample parses, and the same sample without any one of the named fields is refused, so a contract
// that dropped a field fails here.
import type * as z from 'zod/mini';
import { PodcastContentSchema } from './product-content-schemas';
import { ProductMaterialSchema } from './product-extras-schemas';
import { CreditJurisdictionSchema } from './product-schemas';
import { UserProfileSchema } from './profile-schemas';
import { MediaStreamSchema, RegistrationRecordSchema } from './registration-schemas';

/** The sample parses; without any one of `fields` (a dotted path) it does not. */
function expectRequired(schema: z.ZodMiniType, sample: Record<string, unknown>, fields: string[]) {
  expect(schema.safeParse(sample).success).toBe(true);
  for (const field of fields) {
    const copy = structuredClone(sample);
    const path = field.split('.');
    let at = copy as Record<string, unknown>;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
    expect(path.at(-1)! in at).toBe(true);
    delete at[path.at(-1)!];
    expect({ field, parsed: schema.safeParse(copy).success }).toEqual({ field, parsed: false });
  }
}

const area = { heading: 'About', paragraphs: ['Text'] };

describe('product entities (spec 3 §3)', () => {
  test('[S3-DATA-11] a material carries title, author, chapterNumber, url, type (PliPlus) and toPlus', () => {
    expectRequired(
      ProductMaterialSchema,
      {
        id: 'm1',
        title: 'Chapter one',
        author: 'A. Author',
        chapterNumber: '1',
        url: '/plus-content/200001',
        type: 'PliPlus',
        toPlus: true,
        fileName: '',
        isAvailable: true,
      },
      ['title', 'author', 'chapterNumber', 'url', 'type', 'toPlus'],
    );
  });

  test('[S3-DATA-18] a podcast episode carries contentArea1 to 4, podcastContentArea, pre- and post-overview areas and bottomPageContent', () => {
    const fields = [
      'contentArea1',
      'contentArea2',
      'contentArea3',
      'contentArea4',
      'podcastContentArea',
      'preOverviewContentArea',
      'postOverviewContentArea',
      'bottomPageContent',
    ];
    const sample: Record<string, unknown> = { pushAreaPosition: 2 };
    for (const f of fields) sample[f] = area;
    expectRequired(PodcastContentSchema, sample, fields);
    // an editor may leave any area empty
    expect(PodcastContentSchema.safeParse({ ...sample, contentArea2: null }).success).toBe(true);
  });

  test('[S3-DATA-21] a credit jurisdiction carries regionSk and notApproved', () => {
    expectRequired(
      CreditJurisdictionSchema,
      { regionSk: 33, code: 'NY', name: 'New York', status: 'Approved', notApproved: false, credits: [] },
      ['regionSk', 'notApproved'],
    );
    expect(
      CreditJurisdictionSchema.safeParse({
        regionSk: '33',
        code: 'NY',
        name: 'New York',
        status: 'Approved',
        notApproved: false,
        credits: [],
      }).success,
    ).toBe(false);
  });

  test('[S3-DATA-23] the user profile carries a contentOptOut list, given_name and family_name', () => {
    expectRequired(
      UserProfileSchema,
      {
        profile: {
          given_name: 'Riley',
          family_name: 'Retail',
          email: 'retail@example.com',
          phone: null,
          jobTitle: null,
          company: null,
        },
        contentOptOut: ['discount-advice'],
      },
      ['contentOptOut', 'profile.given_name', 'profile.family_name'],
    );
  });

  test('[S3-DATA-24] a registration record carries pk, sk and launchUrl', () => {
    expectRequired(
      RegistrationRecordSchema,
      {
        pk: 'prg-380854',
        sk: 'prg-380854',
        launchUrl: null,
        code: '380854',
        title: 'A program',
        url: '/programs/a-program',
        type: 'groupcast',
        format: 'Live Groupcast',
        location: 'Online',
        eventStartDate: '2027-07-06T14:00:00.000Z',
        eventEndDate: null,
        timeZoneIdentifier: null,
        registeredAt: '2026-11-23T07:00:00.000Z',
        isCancelable: true,
      },
      ['pk', 'sk', 'launchUrl'],
    );
  });

  test('[S3-DATA-25] a media stream carries playbackUrl', () => {
    const sample = {
      code: '380007',
      playbackUrl: '/api/product/media/380007/download.mp4',
      mediaType: 'video',
      mimeType: 'video/mp4',
      durationSeconds: 60,
      captionsUrl: '/api/product/media/380007/captions.vtt',
      hlsUrl: '/api/product/media/380007/master.m3u8',
      posterUrl: '/api/product/media/380007/poster.jpg',
      downloads: [{ format: 'mp4', url: '/api/product/media/380007/download.mp4', mimeType: 'video/mp4' }],
    };
    expectRequired(MediaStreamSchema, sample, ['playbackUrl', 'hlsUrl', 'captionsUrl']);
  });
});
