import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@cle/testing/axe';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  test('frames the page content and marks a loading frame busy', async () => {
    const { container, rerender } = render(
      <PageFrame maxWidth={1440} busy>
        <h1>Title</h1>
      </PageFrame>,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(container.firstElementChild).toHaveStyle({ maxWidth: '1440px' });
    rerender(
      <PageFrame>
        <h1>Title</h1>
      </PageFrame>,
    );
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
