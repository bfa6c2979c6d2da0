// The catalogue image as pages draw it (spec 1 §9): the browser is offered the spec's responsive
// widths, and the plain src asks for the default width.
import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from './responsive-image';

test('[S1-CONST-06] [S1-CONST-08] the srcset offers 360, 480, 768, 1280, 1920 and 2560; the src asks for 400', () => {
  render(<ResponsiveImage src="/images/programs/3.webp" alt="A program" sizes="100vw" />);
  const img = screen.getByRole('img', { name: 'A program' });
  const offered = img
    .getAttribute('srcset')!
    .split(', ')
    .map((candidate) => candidate.split(' '));
  expect(offered).toEqual(
    [360, 480, 768, 1280, 1920, 2560].map((w) => [`/images/programs/3.webp?w=${w}`, `${w}w`]),
  );
  expect(img).toHaveAttribute('src', '/images/programs/3.webp?w=400');
});
