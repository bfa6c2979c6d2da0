import { readUrlAction } from './url-actions';

describe('URL actions', () => {
  test('[S1-PAGES-16] [S1-PAGES-18] [S1-ERRORS-56] [S1-ERRORS-57] URL actions: a message, and the URL without the parameters', () => {
    expect(readUrlAction('?successAction=register&x=1')).toEqual({
      message: { kind: 'success', text: 'You are registered. The program is in My Library.' },
      rest: '?x=1',
    });
    // an error wins over a success
    expect(readUrlAction('?successAction=register&errorAction=add-to-cart').message).toEqual({
      kind: 'error',
      text: 'The item could not be added to your cart. Please try again.',
    });
    expect(readUrlAction('?errorAction=unknown').message?.kind).toBe('error');
    expect(readUrlAction('?x=1')).toEqual({ message: null, rest: '?x=1' });
  });

  test('[S1-PAGES-16] [S1-PAGES-18] no text from the URL is ever shown: unknown values, program, response and prototype names get the fixed texts', () => {
    const attacker = 'Your account is locked. Call +1 555 0100 now';
    for (const search of [
      `?successAction=${encodeURIComponent(attacker)}`,
      `?successAction=registered&response=${encodeURIComponent(attacker)}&program=${encodeURIComponent(attacker)}`,
      `?errorAction=${encodeURIComponent(attacker)}&response=${encodeURIComponent(attacker)}`,
      '?successAction=constructor',
      '?errorAction=__proto__',
      '?successAction=toString',
    ]) {
      const { message, rest } = readUrlAction(search);
      expect(typeof message?.text).toBe('string');
      expect(message?.text).not.toContain('locked');
      expect(rest).toBe('');
    }
    expect(readUrlAction('?successAction=constructor').message?.text).toBe('Done.');
    expect(readUrlAction('?successAction=AddToCart&program=X-1').message?.text).toBe(
      'The item was added to your cart.',
    );
  });
});
