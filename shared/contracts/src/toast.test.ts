import { toast, toastHasCloseButton, toastIsStacked } from './toast';

describe('toast rules (spec 1 §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    toast.list().forEach((t) => toast.dismiss(t.id));
    jest.useRealTimers();
  });

  test('[S1-TOAST-03] [S1-TOAST-04] [S3-CONST-01] a default toast opens and is removed after 8 s', () => {
    const id = toast.show({ content: 'Saved to My Library' });
    expect(toast.list().map((t) => t.id)).toContain(id);
    jest.advanceTimersByTime(7_999);
    expect(toast.list().map((t) => t.id)).toContain(id);
    jest.advanceTimersByTime(1);
    expect(toast.list().map((t) => t.id)).not.toContain(id);
  });

  test('[S1-TOAST-04] the other kinds, confirmation and credit confirmation, are removed after 8 s too', () => {
    const ids = (['confirmation', 'credit-confirmation'] as const).map((type) =>
      toast.show({ type, content: `A ${type} toast` }),
    );
    jest.advanceTimersByTime(7_999);
    expect(toast.list().map((t) => t.id)).toEqual(ids);
    jest.advanceTimersByTime(1);
    expect(toast.list()).toEqual([]);
  });

  test('[S1-TOAST-05] [S3-CONST-02] an alert toast stays until dismissed', () => {
    const id = toast.show({ type: 'alert', content: 'Not authenticated' });
    jest.advanceTimersByTime(3_600_000);
    expect(toast.list().map((t) => t.id)).toContain(id);
    toast.dismiss(id);
    expect(toast.list()).toHaveLength(0);
  });

  test('[S1-TOAST-06] a microform-timeout toast lasts 898 s', () => {
    const id = toast.show({ type: 'microform-timeout', content: 'Your session timed out' });
    jest.advanceTimersByTime(897_999);
    expect(toast.list().map((t) => t.id)).toContain(id);
    jest.advanceTimersByTime(1);
    expect(toast.list()).toHaveLength(0);
  });

  test('a credit-confirmation toast has no close button; others do', () => {
    expect(toastHasCloseButton('credit-confirmation')).toBe(false);
    for (const type of ['default', 'alert', 'confirmation', 'microform-timeout'] as const)
      expect(toastHasCloseButton(type)).toBe(true);
  });

  test('[S3-CONST-03] messages over 85 characters use the stacked layout', () => {
    expect(toastIsStacked('x'.repeat(86))).toBe(true);
    expect(toastIsStacked('x'.repeat(85))).toBe(false);
  });

  test('[S1-TOAST-10] dismissal applies only if an id exists', () => {
    toast.show({ id: 'keep', type: 'alert', content: 'stays' });
    toast.dismiss(undefined);
    toast.dismiss('');
    toast.dismiss(null);
    expect(toast.list().map((t) => t.id)).toEqual(['keep']);
  });

  test('showing a toast with an existing id replaces it', () => {
    toast.show({ id: 'a', content: 'one' });
    toast.show({ id: 'a', type: 'confirmation', content: 'two' });
    expect(toast.list()).toEqual([
      expect.objectContaining({ id: 'a', type: 'confirmation', content: 'two' }),
    ]);
  });
});

describe('the toasts state (spec 1 §3)', () => {
  afterEach(() => toast.list().forEach((t) => toast.dismiss(t.id)));

  test('[S1-TOAST-02] a toast carries id, toastId, type, icon, isOpen and content in the site-wide state', () => {
    const id = toast.show({ type: 'confirmation', content: 'Saved to My Library' });
    expect(toast.list()).toEqual([
      {
        id,
        toastId: expect.stringMatching(new RegExp(`^${id}#\\d+$`)),
        type: 'confirmation',
        icon: 'check',
        isOpen: true,
        content: 'Saved to My Library',
        action: undefined,
      },
    ]);
    // each type has its icon; a caller may name another
    const types = ['default', 'alert', 'confirmation', 'credit-confirmation', 'microform-timeout'] as const;
    for (const type of types) toast.show({ id: type, type, content: type });
    expect(
      Object.fromEntries(types.map((type) => [type, toast.list().find((t) => t.id === type)?.icon])),
    ).toEqual({
      default: 'info',
      alert: 'alert',
      confirmation: 'check',
      'credit-confirmation': 'check',
      'microform-timeout': 'clock',
    });
    toast.show({ id: 'custom', content: 'x', icon: 'clock' });
    expect(toast.list().find((t) => t.id === 'custom')?.icon).toBe('clock');
  });

  test('[S1-TOAST-02] showing the same id again is a new showing (new toastId); closing removes it from the state', () => {
    toast.show({ id: 'same', content: 'one' });
    const first = toast.list()[0]!.toastId;
    toast.show({ id: 'same', content: 'two' });
    const [again] = toast.list();
    expect(again).toMatchObject({ id: 'same', content: 'two', isOpen: true });
    expect(again!.toastId).not.toBe(first);
    toast.dismiss('same');
    expect(toast.list()).toEqual([]);
  });
});
