import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { onDemandVariation, segmentOf, variation } from '../../test/fixtures';
import { ProductActions } from './product-actions';

const SIGNED_IN = { ready: true, token: 't', sub: 'u-1', name: 'Riley Retail' };

const live = variation();
const onDemand = onDemandVariation('OnDemandWebVariation', {
  code: '390001',
  pk: 'prg-390001',
  url: '/programs/od-web',
  searchableType: 'ondemandprogram',
});
const mp3 = onDemandVariation('OnDemandMp3Variation', {
  code: '390002',
  pk: 'prg-390002',
  displayName: 'Audio MP3',
  url: '/programs/od-mp3',
  onDemandMediaType: 0,
});
const mp4 = onDemandVariation('OnDemandMp4Variation', {
  code: '390003',
  pk: 'prg-390003',
  displayName: 'Video MP4',
  url: '/programs/od-mp4',
  onDemandMediaType: 1,
});

function renderActions(v = live, variants = [v], auth: object = SIGNED_IN) {
  return renderWithProviders(<ProductActions variation={v} programVariants={variants} hasMaterials />, {
    auth,
    path: v.url,
  });
}
const dialog = (name: string) => screen.findByRole('dialog', { name });
const SIGNED_ROOT = '/api/product/media/390003/4070908800.person-of-riley-retail.signature';
/** GET /launch/:code/downloads: the MP4 and MP3 of `code` on links signed for the person. */
const signedDownloads = (code: string) => ({
  code,
  downloads: [
    { format: 'mp4', url: `${SIGNED_ROOT}/download.mp4`, mimeType: 'video/mp4' },
    { format: 'mp3', url: `${SIGNED_ROOT}/download.mp3`, mimeType: 'audio/mpeg' },
  ],
  expiresAt: '2099-01-01T00:00:00.000Z',
});
/** The library look-up's answer: the person bought `pk` (and not its parent program). */
const boughtOnly = (pk: string) => ({
  items: [{ pk, isPurchased: true, isParentProgramPurchased: false, isFavorite: false, userList: [] }],
});

describe('product actions and modals (spec 3 §2.2)', () => {
  test('[S3-ERRORS-26] a live program missing its reminder data logs a console warning and offers no calendar', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderActions(variation({ code: '380777', eventStartDate: null, eventEndDate: null }));
      expect(warn).toHaveBeenCalledWith(
        '[product] no reminder data for 380777: no start date, so no Add To Calendar',
      );
      expect(screen.queryByRole('button', { name: 'Add To Calendar' })).not.toBeInTheDocument();
      warn.mockClear();
      // with its start date: the calendar is offered and nothing is logged
      renderActions(variation({ code: '380778' }));
      expect(screen.getByRole('button', { name: 'Add To Calendar' })).toBeInTheDocument();
      // an on-demand program needs no reminder
      renderActions(onDemand);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  test('[S3-PDP-56] [S3-PDP-57] an on-demand program offers the runtime modal (total and per segment) and the credit modal', async () => {
    const segment = variation({
      code: '390001-1',
      pk: 'seg-390001-1',
      displayName: 'Opening Remarks (On Demand)',
      segmentNumber: 1,
      runTimeSeconds: 1800,
    });
    renderWithProviders(
      <ProductActions
        variation={{ ...onDemand, runTimeSeconds: 5400, creditHours: 1.5 }}
        programVariants={[onDemand]}
        hasMaterials
        segments={[{ ...segment, speakers: [] }]}
        creditJurisdictions={[
          {
            regionSk: 1,
            code: 'NY',
            name: 'New York',
            status: 'Approved',
            notApproved: false,
            credits: [{ creditType: 'Ethics', amount: 1.5 }],
          },
        ]}
      />,
      { auth: SIGNED_IN, path: onDemand.url },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Runtime' }));
    const runtime = await dialog('Runtime');
    expect(within(runtime).getByText('Total running time 1 hr 30 min')).toBeInTheDocument();
    expect(within(runtime).getByRole('listitem')).toHaveTextContent('Segment 1: Opening Remarks30 min');
    fireEvent.click(within(runtime).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Credit' }));
    const credit = await dialog('Credit');
    expect(within(credit).getByText('Up to 1.5 credit hours')).toBeInTheDocument();
    expect(within(credit).getByRole('listitem')).toHaveTextContent('New YorkEthics 1.5');
  });

  test('[S3-PDP-56] no runtime or credit modal on a live program', () => {
    renderActions();
    expect(screen.queryByRole('button', { name: 'Runtime' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Credit' })).toBeNull();
  });

  test('[S3-MODALS-09] [S3-MODALS-10] [S3-MODALS-11] [S3-MODALS-12] Add To Calendar offers iCal, Google and Outlook, each opening add-to-calendar/{code} in a new tab', async () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Add To Calendar' }));
    const modal = await dialog('Add To Calendar');
    const expected = { iCal: 2, Google: 0, Outlook: 1 };
    for (const [label, type] of Object.entries(expected)) {
      const link = within(modal).getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', `/api/add-to-calendar/380021?calendarType=${type}`);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  test('no Add To Calendar for an on-demand program (no date)', async () => {
    renderActions(onDemand);
    expect(screen.queryByRole('button', { name: 'Add To Calendar' })).not.toBeInTheDocument();
  });

  test('[S3-MODALS-16] [S3-MODALS-17] [S3-MODALS-18] [S3-ANALYTICS-06] share: closed, then open with copy link and e-mail; copying puts the page address on the clipboard', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const events: unknown[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('product:analytics', listen);
    renderActions();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const modal = await dialog('Share');
    fireEvent.click(within(modal).getByRole('button', { name: 'Copy link' }));
    expect(await within(modal).findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/programs/fundamentals-of-ethics-2027`);
    expect(within(modal).getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=/,
    );
    expect(events).toContainEqual({ event: 'share', code: '380021', detail: 'copy-link' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    window.removeEventListener('product:analytics', listen);
  });

  test('[S3-MODALS-01] [S3-MODALS-02] [S3-MODALS-06] [S3-MODALS-08] materials: course and presentation tabs; each item its title (no prefix when unnumbered) and author', async () => {
    server.use(
      api.get('/user/product-materials/:code', () => ({
        code: '380021',
        pk: 'prg-380021',
        materials: [
          {
            id: 'a',
            title: 'Course handbook',
            author: 'Maria Hoffman',
            chapterNumber: '1',
            url: '/user/library/prg-380021/materials/a',
            type: 'Pdf',
            toPlus: false,
            fileName: 'a.pdf',
            isAvailable: true,
          },
          {
            id: 'b',
            title: 'Index',
            author: 'Maria Hoffman',
            chapterNumber: '999',
            url: '/user/library/prg-380021/materials/b',
            type: 'Pdf',
            toPlus: false,
            fileName: 'b.pdf',
            isAvailable: true,
          },
          {
            id: 'c',
            title: 'Slides',
            author: 'Maria Hoffman',
            chapterNumber: '',
            url: '/user/library/prg-380021/materials/c',
            type: 'Pdf',
            toPlus: false,
            fileName: 'c.pdf',
            isAvailable: true,
          },
        ],
      })),
    );
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Materials' }));
    const modal = await dialog('Materials');
    expect(within(modal).getByRole('tab', { name: 'Course materials' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await within(modal).findByRole('link', { name: 'Chapter 1: Course handbook' }),
    ).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Index' })).toBeInTheDocument();
    expect(within(modal).queryByRole('link', { name: 'Slides' })).not.toBeInTheDocument();
    expect(within(modal).getAllByText('Maria Hoffman')).toHaveLength(2);
    fireEvent.click(within(modal).getByRole('tab', { name: 'Presentation materials' }));
    expect(within(modal).getByRole('link', { name: 'Slides' })).toBeInTheDocument();
  });

  test('[S3-MODALS-07] materials: "There are no materials at this time" when a tab is empty', async () => {
    server.use(
      api.get('/user/product-materials/:code', () => ({ code: '380021', pk: 'prg-380021', materials: [] })),
    );
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Materials' }));
    expect(
      await within(await dialog('Materials')).findByText('There are no materials at this time'),
    ).toBeInTheDocument();
  });

  test('[S3-ROLES-16] anonymous visitors are sent to sign in for materials and downloads, and no call is made', async () => {
    const calls = recordApiCalls();
    const signIn = jest.fn();
    authStore.setActions({ signIn, signOut: () => undefined });
    renderActions(onDemand, [onDemand, mp3, mp4], { ready: true });
    fireEvent.click(screen.getByRole('button', { name: 'Materials' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(signIn).toHaveBeenCalledTimes(2);
    expect(signIn).toHaveBeenCalledWith('/programs/od-web', undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/user/'))).toEqual([]);
  });

  test('[S3-ROLES-16] a click made before sign-in settles (a server-rendered page) waits for it: signed in, the modal opens; nobody, sign in', async () => {
    const signIn = jest.fn();
    authStore.setActions({ signIn, signOut: () => undefined });
    renderActions(onDemand, [onDemand, mp3, mp4], { ready: false });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => authStore.set(SIGNED_IN));
    expect(await dialog('Download')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
    fireEvent.click(within(await dialog('Download')).getByRole('button', { name: 'Close' }));

    act(() => authStore.set({ ...ANONYMOUS, ready: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Materials' }));
    expect(signIn).not.toHaveBeenCalled();
    act(() => authStore.set({ ...ANONYMOUS }));
    expect(signIn).toHaveBeenCalledWith('/programs/od-web', undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('[S3-MODALS-19] [S3-MODALS-20] [S3-MODALS-21] [S3-MODALS-22] download: audio and video choices, the purchased one preselected with its signed files, reset on close', async () => {
    const downloadCalls: string[] = [];
    server.use(
      api.get('/launch/:code/downloads', ({ params }) => {
        downloadCalls.push(String(params.code));
        return signedDownloads(String(params.code));
      }),
      api.get('/user/library/by-itemPks', () => boughtOnly('prg-390003')),
    );
    renderActions(onDemand, [onDemand, mp3, mp4]);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    let modal = await dialog('Download');
    expect(within(modal).getByRole('group', { name: 'Audio' })).toBeInTheDocument();
    expect(within(modal).getByRole('group', { name: 'Video' })).toBeInTheDocument();
    const video = within(modal).getByRole('radio', { name: /Video MP4/ });
    await waitFor(() => expect(video).toBeChecked());
    // the bought video gives its MP4 and MP3 on the links the API signed for the person
    const mp4Link = await within(modal).findByRole('link', { name: 'Download video (MP4)' });
    expect(mp4Link).toHaveAttribute('href', `${SIGNED_ROOT}/download.mp4`);
    expect(mp4Link).toHaveAttribute('download', 'cle-390003.mp4');
    expect(within(modal).getByRole('link', { name: 'Download audio (MP3)' })).toHaveAttribute(
      'href',
      `${SIGNED_ROOT}/download.mp3`,
    );
    expect(downloadCalls).toEqual(['390003']);
    fireEvent.click(within(modal).getByRole('radio', { name: /Audio MP3/ }));
    expect(within(modal).getByRole('link', { name: 'Buy this version' })).toHaveAttribute(
      'href',
      '/programs/od-mp3',
    );
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // opening again starts from the purchased variant, not the last choice
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    modal = await dialog('Download');
    await waitFor(() => expect(within(modal).getByRole('radio', { name: /Video MP4/ })).toBeChecked());
    expect(within(modal).getByRole('radio', { name: /Audio MP3/ })).not.toBeChecked();
  });
});

test('a bought audio version gives its MP3 only; a refused download call says so', async () => {
  let refuse = false;
  server.use(
    api.get('/launch/:code/downloads', ({ params }) =>
      refuse
        ? apiError(403, 'Only programs you have purchased can be launched')
        : // (an MP3 version the catalogue plays from a video recording: both files exist)
          signedDownloads(String(params.code)),
    ),
    api.get('/user/library/by-itemPks', () => boughtOnly('prg-390002')),
  );
  renderActions(onDemand, [onDemand, mp3, mp4]);
  fireEvent.click(screen.getByRole('button', { name: 'Download' }));
  let modal = await dialog('Download');
  expect(await within(modal).findByRole('link', { name: 'Download audio (MP3)' })).toHaveAttribute(
    'download',
    'cle-390002.mp3',
  );
  expect(within(modal).queryByRole('link', { name: 'Download video (MP4)' })).toBeNull();
  fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
  refuse = true;
  fireEvent.click(screen.getByRole('button', { name: 'Download' }));
  modal = await dialog('Download');
  expect(await within(modal).findByRole('alert')).toHaveTextContent(
    'The download links could not be made right now',
  );
});

test('[S3-ROLES-18] [S3-MODALS-22] a segment owned through its program is preselected in the download modal', async () => {
  const segment = segmentOf(onDemand, 1, { displayName: 'Segment 1', onDemandMediaType: 1 });
  server.use(api.get('/user/library/by-itemPks', () => boughtOnly('prg-390001')));
  renderWithProviders(
    <ProductActions variation={segment} programVariants={[onDemand]} masterPk="prg-390001" hasMaterials />,
    { auth: SIGNED_IN, path: segment.url },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Download' }));
  const modal = await screen.findByRole('dialog', { name: 'Download' });
  await waitFor(() => expect(within(modal).getByRole('radio', { name: /Segment 1/ })).toBeChecked());
});

test('[S3-PDP-58] [S3-PDP-59] an on-demand program page offers the share and download modals', async () => {
  renderActions(onDemand, [onDemand, mp3, mp4]);
  expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-haspopup', 'dialog');
  expect(screen.getByRole('button', { name: 'Download' })).toHaveAttribute('aria-haspopup', 'dialog');
});

test('[S3-ANALYTICS-07] choosing a calendar records the calendar event', async () => {
  const events: unknown[] = [];
  const listen = (e: Event) => events.push((e as CustomEvent).detail);
  window.addEventListener('product:analytics', listen);
  renderActions();
  fireEvent.click(screen.getByRole('button', { name: 'Add To Calendar' }));
  const link = within(await dialog('Add To Calendar')).getByRole('link', { name: 'Google' });
  // the new tab is the browser's business; only the event is looked at here
  link.addEventListener('click', (e) => e.preventDefault());
  fireEvent.click(link);
  expect(events).toEqual([{ event: 'calendar', code: '380021', detail: 'Google' }]);
  window.removeEventListener('product:analytics', listen);
});
