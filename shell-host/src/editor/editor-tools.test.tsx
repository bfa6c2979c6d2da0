import { act, screen, waitFor } from '@testing-library/react';
import { CMS_PREVIEW_SCRIPT_PATH } from '@cle/contracts/editor';
import { createEmitter } from '@cle/contracts/events';
import { api, apiError, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { BlockArea } from '../components/blocks/block-area';
import { EditorTools } from './editor-tools';
import { isEditContext, showsQuickNavigation } from './editor-rules';

const LINKS = [
  { text: 'Dashboard', href: 'https://cms.pli.example/cms/dashboard' },
  { text: 'CMS Edit', href: 'https://cms.pli.example/cms/edit' },
  { text: 'Commerce', href: 'https://cms.pli.example/commerce' },
];
const EDITOR = { ready: true, token: 't', individualSk: '800004', roles: ['editor'] };
const MEMBER = { ready: true, token: 't', individualSk: '800001', roles: [] };

afterEach(() =>
  document.querySelectorAll(`script[src="${CMS_PREVIEW_SCRIPT_PATH}"]`).forEach((s) => s.remove()),
);

describe('editor tools (spec 1 §1, §6, §7)', () => {
  test('[S1-AUTH-49] [S1-AUTH-50] the box shows in the edit context, or when permitted and not in edit mode', () => {
    expect(isEditContext('?epieditmode=true')).toBe(true);
    expect(isEditContext('?epieditmode=false')).toBe(true);
    expect(isEditContext('?q=1')).toBe(false);
    expect(showsQuickNavigation({ editContext: true, editMode: true, permitted: false })).toBe(true);
    expect(showsQuickNavigation({ editContext: false, editMode: false, permitted: true })).toBe(true);
    expect(showsQuickNavigation({ editContext: false, editMode: false, permitted: false })).toBe(false);
    expect(showsQuickNavigation({ editContext: false, editMode: true, permitted: true })).toBe(false);
  });

  test('[S1-AUTH-48] [S1-AUTH-50] an editor whose permission call succeeds sees Dashboard, CMS Edit and Commerce', async () => {
    server.use(api.get('/user/quick-navigation', () => ({ links: LINKS })));
    renderWithProviders(<EditorTools contentId="press-1" refetch={() => {}} />, { auth: EDITOR });
    const box = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect([...box.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', 'https://cms.pli.example/cms/dashboard'],
      ['CMS Edit', 'https://cms.pli.example/cms/edit?contentId=press-1'],
      ['Commerce', 'https://cms.pli.example/commerce'],
    ]);
  });

  test('[S1-AUTH-50] a refused permission call (a member) shows no box', async () => {
    let asked = 0;
    server.use(
      api.get('/user/quick-navigation', () => {
        asked += 1;
        return apiError(403, 'Requires the editor role');
      }),
    );
    renderWithProviders(<EditorTools contentId="press-1" refetch={() => {}} />, { auth: MEMBER });
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).not.toBeInTheDocument();
  });

  test('[S1-AUTH-49] [S1-AUTH-52] [S1-AUTH-53] in edit mode the preview script is injected, the box shows and a saved change refetches the page', async () => {
    server.use(api.get('/user/quick-navigation', () => ({ links: LINKS })));
    const refetch = jest.fn();
    renderWithProviders(<EditorTools contentId="press-1" refetch={refetch} />, {
      auth: EDITOR,
      path: '/media-and-press/x?epieditmode=true',
    });
    expect(document.querySelectorAll(`script[src="${CMS_PREVIEW_SCRIPT_PATH}"]`)).toHaveLength(1);
    // edit mode is the edit context: the box shows there too
    expect(await screen.findByRole('navigation', { name: 'Quick navigation' })).toBeInTheDocument();
    act(() => createEmitter('shell')('shell:cms-content-saved', { contentId: 'press-1' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  test('outside edit mode nothing is injected and saved changes are ignored', () => {
    server.use(api.get('/user/quick-navigation', () => apiError(403, 'Requires the editor role')));
    const refetch = jest.fn();
    renderWithProviders(<EditorTools contentId="press-1" refetch={refetch} />, { auth: MEMBER });
    expect(document.querySelector(`script[src="${CMS_PREVIEW_SCRIPT_PATH}"]`)).toBeNull();
    act(() => createEmitter('shell')('shell:cms-content-saved', { contentId: 'press-1' }));
    expect(refetch).not.toHaveBeenCalled();
  });

  test('[S1-AUTH-46] [S1-AUTH-47] in edit mode editors see placeholders for empty areas and the blocks hidden from visitors', async () => {
    const blocks = [
      { type: 'RichTextBlock', html: '<p>Shown to all</p>' },
      { type: 'RichTextBlock', html: '<p>Draft paragraph</p>', hidden: true },
    ];
    const { unmount } = renderWithProviders(<BlockArea blocks={blocks} />);
    expect(await screen.findByText('Shown to all')).toBeInTheDocument();
    expect(screen.queryByText('Draft paragraph')).not.toBeInTheDocument();
    unmount();

    const editor = { auth: EDITOR, path: '/x?epieditmode=true' };
    const second = renderWithProviders(<BlockArea blocks={blocks} />, editor);
    expect(await screen.findByText('Draft paragraph')).toBeInTheDocument();
    expect(screen.getByText('Hidden from visitors')).toBeInTheDocument();
    second.unmount();
    renderWithProviders(<BlockArea blocks={[]} />, editor);
    expect(screen.getByText('Empty content area: add blocks in the CMS')).toBeInTheDocument();
  });

  test('visitors see no placeholder for an empty area, even with the edit-mode parameter', () => {
    renderWithProviders(<BlockArea blocks={[]} />, { path: '/x?epieditmode=true' });
    expect(screen.queryByText('Empty content area: add blocks in the CMS')).not.toBeInTheDocument();
  });
});
