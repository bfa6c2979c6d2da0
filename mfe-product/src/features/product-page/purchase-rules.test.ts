import { bookVariation, onDemandVariation, variation } from '../../test/fixtures';
import {
  bookFormatLabel,
  panelAction,
  panelButtonLabels,
  panelHeading,
  panelVariants,
} from './purchase-rules';
import {
  accessMessage,
  canAddToCart,
  canLaunch,
  cartSuccessMessage,
  genericError,
  launchError,
  PROBLEM,
  showsPrice,
  waitlistMailto,
} from './purchase-rules';
import {
  initialSelection,
  NO_SELECTION,
  orderPublicationFormats,
  select,
  variantAddress,
  sortByStartDate,
  sortSegments,
  withoutExpired,
  withStsRenewal,
} from './variants';

// the panel's primary action for one selected variant (as the purchase panel asks for it)
const live = (over: Parameters<typeof variation>[0] = {}) => panelAction('live', variation(over));
const onDemand = (over: Parameters<typeof variation>[0] = {}) =>
  panelAction('ondemand', onDemandVariation('OnDemandWebVariation', over));

describe('primary action (spec 3 §4.3)', () => {
  test('[S3-PANEL-10] an online live variant with a registration launches', () => {
    expect(panelAction('live', variation({ type: 'online' }), false, true)).toBe('launch');
    expect(panelAction('live', variation({ type: 'in-person' }), false, true)).toBe('registered');
  });

  test('[S3-PANEL-11] a free item launches', () => {
    expect(onDemand({ price: 0, retail: true })).toBe('launch');
  });

  test('[S3-PANEL-12] a non-retail item other than an unregistered live variant launches', () => {
    expect(onDemand({ price: 895, retail: false })).toBe('launch');
  });

  test('[S3-PANEL-13] a retail item adds to cart', () => {
    expect(live({ price: 1695, retail: true })).toBe('add-to-cart');
    expect(onDemand({ price: 295, retail: true })).toBe('add-to-cart');
  });

  test('[S3-PANEL-14] a non-retail live variant registers', () => {
    expect(live({ retail: false })).toBe('register');
    expect(live({ price: 0, retail: false })).toBe('register');
  });

  test('[S3-PANEL-17] [S3-PANEL-18] a waitlisted variant requests the waitlist by e-mail, not registration', () => {
    expect(live({ retail: false, waitlist: true })).toBe('waitlist');
    expect(waitlistMailto('info@pli.edu', 'Tax Update', '380021')).toBe(
      'mailto:info@pli.edu?subject=Waitlist%20request%3A%20Tax%20Update%20(380021)',
    );
  });

  test('[S3-PANEL-35] [S3-PANEL-36] a purchased item launches; otherwise it adds to cart', () => {
    const v = onDemandVariation('OnDemandWebVariation', { price: 895, retail: true });
    expect(panelAction('ondemand', v, true)).toBe('launch');
    expect(panelAction('ondemand', v, false)).toBe('add-to-cart');
  });

  test('[S3-PANEL-31] [S3-PANEL-32] a purchased or registered state hides the price', () => {
    expect(showsPrice({})).toBe(true);
    expect(showsPrice({ purchased: true })).toBe(false);
    expect(showsPrice({ registered: true })).toBe(false);
  });

  test('[S3-PANEL-20] [S3-PANEL-21] [S3-PANEL-22] publications: plus access or owned sts read on plus, others add to cart', () => {
    const book = (bookFormat: string, code = '200001') =>
      bookVariation('CourseHandbookVariation', { bookFormat, code });
    expect(panelAction('book', book('digital-plusMember'))).toBe('read-on-plus');
    // a purchased digital edition is read with PLI PLUS access
    expect(panelAction('book', book('digital-program'), true)).toBe('read-on-plus');
    expect(panelAction('book', book('sts'), true)).toBe('read-on-plus');
    expect(panelAction('book', book('sts'), false)).toBe('add-to-cart');
    expect(panelAction('book', book('hardcover'))).toBe('add-to-cart');
    expect(panelAction('book', book('digital-program'))).toBe('add-to-cart');
  });

  test('[S3-PANEL-37] [S3-PANEL-38] launch and add to cart need a product code', () => {
    expect(canLaunch('380021')).toBe(true);
    expect(canLaunch('')).toBe(false);
    expect(canLaunch(null)).toBe(false);
    expect(canAddToCart(' ')).toBe(false);
    expect(canAddToCart('200000')).toBe(true);
  });
});

describe('messages (spec 3 §4.3, §8, §9)', () => {
  test('[S3-PANEL-42] [S3-ERRORS-15] the cart success message cuts the title to 30 characters', () => {
    expect(cartSuccessMessage('Fundamentals of Ethics & Professional Responsibility 2027')).toBe(
      '"Fundamentals of Ethics & Profe"... added to cart.',
    );
    expect(cartSuccessMessage('Short')).toBe('"Short"... added to cart.');
  });

  test('[S3-PANEL-43] the access message cuts the title to 50 characters', () => {
    expect(accessMessage('x'.repeat(60))).toBe(`You have access to "${'x'.repeat(50)}"`);
    expect(accessMessage('Short')).toBe('You have access to "Short"');
  });

  const sorry = (problem: string) =>
    `We're sorry, something went wrong ${problem}. Please refresh and try again.`;

  test('[S3-ERRORS-01] [S3-ERRORS-02] [S3-ERRORS-03] the generic error, for a launch and for the cart', () => {
    expect(genericError(PROBLEM.launch)).toBe(sorry('while launching this program'));
    expect(genericError(PROBLEM.cart)).toBe(
      "We're sorry, something went wrong while adding this program to your cart. Please refresh and try again.",
    );
  });

  test('[S3-ERRORS-04] [S3-ERRORS-05] [S3-ERRORS-06] the generic error for a registration, its update and its cancellation', () => {
    expect(genericError(PROBLEM.register)).toBe(sorry('with your registration.'));
    expect(genericError(PROBLEM.registerUpdate)).toBe(sorry('while updating your registration'));
    expect(genericError(PROBLEM.registerCancel)).toBe(sorry('while canceling your registration'));
  });

  test('[S3-ERRORS-08] launch errors append Error code and the status', () => {
    expect(launchError(503)).toBe(
      "We're sorry, something went wrong while launching this program. Please refresh and try again. Error code: 503",
    );
  });
});

describe('variant lists and selection (spec 3 §4.3)', () => {
  const v = (code: string, eventStartDate: string | null, extra = {}) => ({ code, eventStartDate, ...extra });

  test('[S3-PANEL-28] variant lists are sorted by start date', () => {
    const sorted = sortByStartDate([
      v('c', '2027-05-01T00:00:00Z'),
      v('a', null, { publicationDate: '2027-01-01T00:00:00Z' }),
      v('b', '2027-02-01T00:00:00Z'),
      v('z', null),
    ]);
    expect(sorted.map((x) => x.code)).toEqual(['a', 'b', 'c', 'z']);
  });

  test('[S3-PANEL-27] expired variants are excluded', () => {
    const list = [
      { code: 'a', isExpired: true },
      { code: 'b', isExpired: false },
    ];
    expect(withoutExpired(list, (x) => x.isExpired).map((x) => x.code)).toEqual(['b']);
  });

  test('[S3-PANEL-29] segments are sorted by segment start time', () => {
    const segs = [
      { code: 's2', segmentNumber: 2, segmentStartTime: '2027-01-01T10:00:00Z' },
      { code: 's1', segmentNumber: 1, segmentStartTime: '2027-01-01T11:00:00Z' },
      { code: 's3', segmentNumber: 3, segmentStartTime: null },
    ];
    expect(sortSegments(segs).map((s) => s.code)).toEqual(['s2', 's1', 's3']);
  });

  test('[S3-PANEL-30] publication formats: digital first, then sts, then print', () => {
    const list = [
      { code: '1', format: 'hardcover' },
      { code: '2', format: 'sts' },
      { code: '3', format: 'digital-program' },
      { code: '4', format: 'binder' },
    ];
    expect(orderPublicationFormats(list).map((x) => x.format)).toEqual([
      'digital-program',
      'sts',
      'hardcover',
      'binder',
    ]);
  });

  test('[S3-PANEL-23] [S3-PANEL-24] an sts renewal goes after the first variant only when a purchased sts permits it', () => {
    const base = [
      { code: 'd', format: 'digital-program' },
      { code: 's', format: 'sts', purchased: true, isStsRenewalPermitted: true },
    ];
    expect(withStsRenewal(base).map((x) => x.format)).toEqual(['digital-program', 'sts-renewal', 'sts']);
    const noRenew = [base[0]!, { ...base[1]!, isStsRenewalPermitted: false }];
    expect(withStsRenewal(noRenew).map((x) => x.format)).toEqual(['digital-program', 'sts']);
  });

  test('[S3-PANEL-25] [S3-PANEL-26] a single on-demand variant is auto-selected; a purchased one soft-selected', () => {
    expect(initialSelection([{ code: 'od', searchableType: 'ondemandprogram' }])).toEqual({
      code: 'od',
      hard: true,
    });
    expect(
      initialSelection([
        { code: 'l1', searchableType: 'liveprogram' },
        { code: 'l2', searchableType: 'liveprogram', purchased: true },
      ]),
    ).toEqual({ code: 'l2', hard: false });
    expect(initialSelection([{ code: 'l1', searchableType: 'liveprogram' }])).toEqual(NO_SELECTION);
  });

  test('[S3-PANEL-45] [S3-PANEL-46] a soft selection does not lock; a hard selection does', () => {
    const soft = select(NO_SELECTION, 'a', false);
    expect(select(soft, 'b', false)).toEqual({ code: 'b', hard: false });
    const hard = select(soft, 'c', true);
    expect(select(hard, 'd', false)).toEqual({ code: 'c', hard: true });
    expect(select(hard, 'e', true)).toEqual({ code: 'e', hard: true });
  });

  test('[S3-PANEL-50] [S3-PANEL-51] [S3-PANEL-52] the address becomes the variant path, keeping query and hash', () => {
    expect(variantAddress('/programs/tax-2027-2', '?src=mail', '#faculty')).toBe(
      '/programs/tax-2027-2?src=mail#faculty',
    );
    expect(variantAddress('/programs/tax-2027-2', '', '')).toBe('/programs/tax-2027-2');
  });
});

const PANEL_NOW = Date.parse('2026-11-22T12:00:00Z');

describe('purchase panel rules (spec 3 §4.3)', () => {
  test('print formats read as customers know them; unknown formats read Print', () => {
    expect(bookFormatLabel('digital-plusMember')).toBe('Digital (PLI PLUS)');
    expect(bookFormatLabel('hardcover')).toBe('Hardcover');
    expect(bookFormatLabel(null)).toBe('Print');
    expect(bookFormatLabel('scroll')).toBe('Print');
  });

  test('a live panel lists the variants that have not ended, by start date', () => {
    const ended = variation({
      code: 'A',
      eventStartDate: '2026-10-01T14:00:00Z',
      eventEndDate: '2026-10-01T18:00:00Z',
    });
    const later = variation({
      code: 'B',
      eventStartDate: '2027-02-01T14:00:00Z',
      eventEndDate: '2027-02-01T18:00:00Z',
    });
    const sooner = variation({
      code: 'C',
      eventStartDate: '2026-12-01T14:00:00Z',
      eventEndDate: '2026-12-01T18:00:00Z',
    });
    expect(panelVariants('live', [ended, later, sooner], PANEL_NOW).map((v) => v.code)).toEqual(['C', 'B']);
  });

  test('headings by panel kind', () => {
    expect(panelHeading('live')).toBe('Choose how to attend');
    expect(panelHeading('book')).toBe('Choose a format');
    expect(panelHeading('ondemand')).toBe('Purchase');
  });

  test('[S3-PANEL-48] the button reads the action, Working… while loading, Added to cart after adding', () => {
    const retail = variation({ eventStartDate: null, price: 295, retail: true });
    const action = panelAction('ondemand', retail);
    expect(action).toBe('add-to-cart');
    expect(panelButtonLabels('ondemand', action)).toEqual({
      idle: 'Add to cart',
      loading: 'Working…',
      success: 'Added to cart',
      error: 'Add to cart',
    });
    expect(panelAction('live', null)).toBeNull();
    expect(panelButtonLabels('live', null).idle).toBe('Register');
  });
});
