import { copyrightLine } from './footer-rules';

describe('footer rules', () => {
  test('[S1-CHROME-30] the copyright line is © 1996-{current year} and the provider name', () => {
    expect(copyrightLine(new Date('2031-03-01'))).toBe('© 1996-2031 Practising Law Institute');
  });
});
