// My Library's row actions, rendered against the API as MSW answers it (library-api.fixtures.ts): the
// inline actions and the More menu, removing (and Undo), materials.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '@cle/contracts/toast';
import { http, HttpResponse, server } from '@cle/testing/msw';
import { item, response, segment, setUpLibraryApi } from './library-api.fixtures';
import { renderLibraryPage } from './library-page.fixtures';

const api = setUpLibraryApi();

describe('My Library page', () => {
  test('[S1-LIBRARY-24] [S1-LIBRARY-25] [S1-LIBRARY-32] [S1-LIBRARY-33] 2 inline actions, the rest in More; Watch for owned, Purchase otherwise', async () => {
    api.handler = (url) =>
      url.pathname === '/api/user/library'
        ? {
            body: response([item('A'), item('B', { isPurchased: false, source: 'saved', isFavorite: true })]),
          }
        : undefined;
    renderLibraryPage();
    const [a, b] = await screen.findAllByRole('article');
    expect(within(a!).getByRole('link', { name: 'Watch' })).toHaveAttribute('href', '/watch/A');
    expect(within(b!).getByRole('link', { name: 'Purchase' })).toHaveAttribute('href', '/product/B');
    expect(within(a!).getByTestId('action-bar')).toHaveAttribute('data-inline', '2');
    fireEvent.click(within(a!).getByRole('button', { name: 'More actions: Item A' }));
    const menu = within(a!).getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['View details', 'Track credits', 'Remove from library']);
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(within(a!).queryByRole('menu')).not.toBeInTheDocument();
  });

  test('[S1-LIBRARY-23] a row with a more-segments button shows 3 inline actions', async () => {
    api.handler = (url) =>
      url.pathname === '/api/user/library'
        ? { body: response([item('A', { segments: [segment('S1', 0)], totalSegments: 4 })]) }
        : undefined;
    renderLibraryPage();
    const row = await screen.findByRole('article');
    expect(within(row).getByTestId('action-bar')).toHaveAttribute('data-inline', '3');
  });

  test('[S1-LIBRARY-56] [S1-ERRORS-42] removing a publication from My Library asks first, then removes and says so', async () => {
    let removed = false;
    const book = item('A', {
      searchableType: 'book',
      groupSearchableType: 'Publications',
      format: 'treatise',
    });
    api.handler = (url, init) => {
      if (url.pathname === '/api/user/library')
        return { body: response(removed ? [] : [book], { total: removed ? 0 : 1 }) };
      if (url.pathname === '/api/user/library/A' && init.method === 'DELETE') {
        removed = true;
        return { body: { removed: [], archived: ['A'], unchanged: [] } };
      }
      return undefined;
    };
    renderLibraryPage();
    const row = await screen.findByRole('article');
    fireEvent.click(within(row).getByRole('button', { name: 'More actions: Item A' }));
    fireEvent.click(within(row).getByRole('menuitem', { name: 'Remove from library' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Do you want to remove this program from your Library?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(toast.list().map((t) => t.content)).toEqual(['Removed item from library']);
  });

  test('[S1-ERRORS-49] [S1-LIBRARY-57] a program removed after the question is thanked for as feedback, with Undo that brings it back', async () => {
    let inLibrary = true;
    api.handler = (url, init) => {
      if (url.pathname === '/api/user/library')
        return { body: response(inLibrary ? [item('A')] : [], { total: inLibrary ? 1 : 0 }) };
      if (url.pathname === '/api/user/library/A' && init.method === 'DELETE') {
        inLibrary = false;
        return { body: { removed: [], archived: ['A'], unchanged: [] } };
      }
      if (url.pathname === '/api/user/library/A' && init.method === 'POST') {
        inLibrary = true;
        return { body: { item: item('A'), changed: true, cartUrl: null } };
      }
      return undefined;
    };
    renderLibraryPage();
    const row = await screen.findByRole('article');
    fireEvent.click(within(row).getByRole('button', { name: 'More actions: Item A' }));
    fireEvent.click(within(row).getByRole('menuitem', { name: 'Remove from library' }));
    fireEvent.click(
      within(
        screen.getByRole('alertdialog', { name: 'Do you want to remove this program from your Library?' }),
      ).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    const [thanks] = toast.list();
    expect(thanks).toEqual(
      expect.objectContaining({
        type: 'confirmation',
        content: 'Thanks for the feedback, the program has been removed.',
        action: expect.objectContaining({ label: 'Undo' }),
      }),
    );
    act(() => thanks!.action!.onClick());
    expect(await screen.findByRole('article')).toHaveTextContent('Item A');
    expect(api.calls.filter((c) => c.path === '/api/user/library/A').map((c) => c.method)).toEqual([
      'DELETE',
      'POST',
    ]);
  });

  test('[S1-API-20] Materials lists the files; an available one downloads with the token under its file name', async () => {
    const pdf = new Uint8Array([37, 80, 68, 70, 45]); // %PDF-
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/user/library/A/materials/A-course', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return new HttpResponse(pdf, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="A-course.pdf"',
          },
        });
      }),
    );
    api.handler = (url) => {
      if (url.pathname === '/api/user/library') return { body: response([item('A')]) };
      if (url.pathname === '/api/user/library/A/materials')
        return {
          body: {
            pk: 'A',
            materials: [
              {
                id: 'A-course',
                kind: 'Course materials',
                title: 'Item A: course materials',
                url: '/user/library/A/materials/A-course',
                fileName: 'A-course.pdf',
                isAvailable: true,
              },
              {
                id: 'A-slides',
                kind: 'Slides',
                title: 'Item A: presentation slides',
                url: '/user/library/A/materials/A-slides',
                fileName: 'A-slides.pdf',
                isAvailable: false,
              },
            ],
          },
        };
      return undefined;
    };
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:material';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderLibraryPage();
    const row = await screen.findByRole('article');
    fireEvent.click(within(row).getByRole('button', { name: 'Materials' }));
    const list = await within(row).findByRole('list', { name: 'Materials' });
    expect(within(list).getByText('Item A: presentation slides (available after purchase)')).toBeVisible();
    const link = within(list).getByRole('link', { name: 'Item A: course materials' });
    expect(link).toHaveAttribute('download', 'A-course.pdf');
    fireEvent.click(link);
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:material', download: 'A-course.pdf' }]));
    expect(seen).toEqual(['Bearer token-1']);
    expect(created[0]!.type).toBe('application/pdf');
    click.mockRestore();
  });
});
