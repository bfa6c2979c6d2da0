import { render, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '@cle/testing/axe';
import { SearchCardSkeletons } from './search-card-skeletons';

describe('search-card skeletons (spec 3 §9)', () => {
  test('[S3-CONST-10] the search-card skeleton shows 20 cards by default', () => {
    render(<SearchCardSkeletons label="Loading programs" />);
    const status = screen.getByRole('status', { name: 'Loading programs' });
    expect(within(status).getAllByTestId('search-card-skeleton')).toHaveLength(20);
  });

  test('a caller that knows how many cards it will show asks for that many', () => {
    render(<SearchCardSkeletons count={4} layout="grid" label="Loading" />);
    expect(screen.getAllByTestId('search-card-skeleton')).toHaveLength(4);
  });

  test('has no axe violations', async () => {
    const { container } = render(<SearchCardSkeletons count={3} label="Loading programs" />);
    await expectNoAxeViolations(container);
  });
});
