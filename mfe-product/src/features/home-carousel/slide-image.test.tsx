// A slide's picture, caption and logo colour (spec 3 §3 slide fields), as the home carousel shows them.
import { render, screen } from '@testing-library/react';
import { BREAKPOINTS } from '@cle/contracts/site';
import { TestProviders } from '@cle/testing/render';
import { carouselSlide } from '../../test/fixtures';
import { SlideView } from './slide-view';

const pictured = {
  ...carouselSlide(1, '50'),
  slideImage: '/images/programs/4.webp',
  mobileImage: '/images/programs/9.webp',
  caption: 'At the PLI New York center',
  logoColor: 'black',
};

const slideOf = (slide: Record<string, unknown>, index = 0) => {
  const { container } = render(
    <TestProviders>
      <SlideView slide={slide} index={index} count={3} />
    </TestProviders>,
  );
  return container.querySelector('[aria-roledescription="slide"]')!;
};

describe('a slide with a picture', () => {
  test('[S3-HOME-17] shows its slide image from md up, its mobile image below, behind the text', () => {
    const slide = slideOf(pictured);
    const source = slide.querySelector('picture source')!;
    expect(source.getAttribute('media')).toBe(`(min-width: ${BREAKPOINTS.md}px)`);
    expect(source.getAttribute('srcset')).toMatch(/^\/images\/programs\/4\.webp\?w=360 360w, /);
    const img = slide.querySelector('picture img')!;
    expect(img.getAttribute('src')).toBe('/images/programs/9.webp?w=768');
    expect(img.getAttribute('srcset')).toContain('/images/programs/9.webp?w=1280 1280w');
    // a backdrop: the slide's heading says what it is about
    expect(img).toHaveAttribute('alt', '');
    // the first slide's picture is the page's largest: fetched first
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('heading', { name: 'Program 1' })).toBeInTheDocument();
  });

  test('[S3-HOME-17] shows its caption, and the brand mark in its logo colour', () => {
    const slide = slideOf(pictured);
    expect(screen.getByText('At the PLI New York center')).toBeInTheDocument();
    const mark = slide.querySelector('[data-logo-color]')!;
    expect(mark).toHaveAttribute('data-logo-color', 'black');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(mark).color).toBe('rgb(29, 29, 31)');
  });

  test('[S3-HOME-17] without a mobile image a phone gets the slide image; a later slide loads lazily; white by default', () => {
    const slide = slideOf({ ...pictured, mobileImage: undefined, logoColor: 'teal' }, 1);
    const img = slide.querySelector('picture img')!;
    expect(img.getAttribute('src')).toBe('/images/programs/4.webp?w=768');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(slide.querySelector('[data-logo-color]')).toHaveAttribute('data-logo-color', 'white');
  });

  test('a slide without a picture has no picture, caption or mark', () => {
    const slide = slideOf(carouselSlide(2, 'full'));
    expect(slide.querySelector('picture')).toBeNull();
    expect(slide.querySelector('[data-logo-color]')).toBeNull();
  });
});
