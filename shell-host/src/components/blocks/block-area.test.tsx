import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { onEvent } from '@cle/contracts/events';
import { BlockArea } from './block-area';

const area = (blocks: unknown[], fallbackBlocks?: unknown[]) =>
  render(
    <MemoryRouter>
      <main>
        <BlockArea blocks={blocks} fallbackBlocks={fallbackBlocks} />
      </main>
    </MemoryRouter>,
  );

describe('block area', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  test('[S1-ROUTES-32] local blocks render their content', async () => {
    area([
      { type: 'HeadingBlock', text: 'What we collect', anchor: 'collect' },
      { type: 'RichTextBlock', html: '<p>Plain <strong>text</strong></p>' },
      {
        type: 'LinkListBlock',
        heading: 'Related',
        links: [{ href: '/support/disclaimer', text: 'Disclaimer' }],
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'What we collect' }, { timeout: 8000 }),
    ).toHaveAttribute('id', 'collect');
    expect(screen.getByText('text').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Disclaimer' })).toHaveAttribute('href', '/support/disclaimer');
  });

  test('[S1-ROUTES-34] [S1-ROUTES-35] an unknown block renders nothing and fires shell:missing-view', async () => {
    const seen: string[] = [];
    const off = onEvent('shell:missing-view', (d) => seen.push(d.type));
    const { container } = area([{ type: 'NoSuchBlock', html: '<p>hidden</p>' }]);
    await waitFor(() => expect(seen).toEqual(['NoSuchBlock']));
    expect(container.querySelector('main')).toBeEmptyDOMElement();
    off();
  });

  test('[S1-ERRORS-27] a failing block shows the fallback blocks', async () => {
    area(
      [
        { type: 'CardsBlock', cards: 'not a list' },
        { type: 'RichTextBlock', html: '<p>still here</p>' },
      ],
      [{ type: 'RichTextBlock', html: '<p>This part of the page is unavailable.</p>' }],
    );
    expect(await screen.findByText('This part of the page is unavailable.')).toBeInTheDocument();
    expect(screen.getByText('still here')).toBeInTheDocument();
  });

  test('[S1-ERRORS-28] a failing block without fallback blocks shows nothing', async () => {
    const { container } = area([{ type: 'PromoBlock', heading: 'x' }]);
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(container.querySelector('main')?.textContent).toBe('');
  });
});
