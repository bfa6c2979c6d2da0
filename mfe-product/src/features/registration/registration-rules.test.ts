// Registration change rules (spec 3 §4.4, §8).
import {
  attendanceLabel,
  CHANGE_START,
  changeOptions,
  changeReducer,
  editMode,
  phoneModeText,
} from './registration-rules';

const v = (code: string, o: { isExpired?: boolean; waitlist?: boolean } = {}) => ({
  code,
  pk: `prg-${code}`,
  externalSystemKey: `prg-${code}`,
  ...o,
});

describe('registration change (spec 3 §4.4)', () => {
  test('[S3-REG-01] [S3-REG-02] [S3-REG-05] [S3-REG-06] three steps: choose, confirm change, confirm cancel', () => {
    let s = changeReducer(CHANGE_START, { type: 'choose', code: 'b' });
    expect(s.step).toBe(0);
    s = changeReducer(s, { type: 'change' });
    expect(s.step).toBe(1);
    expect(changeReducer(CHANGE_START, { type: 'cancel' }).step).toBe(2);
  });

  test('[S3-REG-07] back returns to step 0', () => {
    const atCancel = changeReducer(CHANGE_START, { type: 'cancel' });
    expect(changeReducer(atCancel, { type: 'back' }).step).toBe(0);
  });

  test('[S3-PANEL-19] changing with nothing chosen shows the no-selection message and stays at step 0', () => {
    const s = changeReducer(CHANGE_START, { type: 'change' });
    expect(s).toEqual({ step: 0, target: null, noSelection: true });
    expect(changeReducer(s, { type: 'choose', code: 'a' }).noSelection).toBe(false);
  });

  test('[S3-REG-03] [S3-REG-04] step 0 lists only unregistered, non-expired variants', () => {
    const list = [v('a'), v('b'), v('c', { isExpired: true }), v('d')];
    expect(changeOptions(list, new Set(['prg-a']), (x) => x.isExpired === true).map((x) => x.code)).toEqual([
      'b',
      'd',
    ]);
  });

  test('[S3-REG-03] step 0 never offers a waitlisted (full) variant: the server would refuse it with 409', () => {
    const list = [v('a'), v('full', { waitlist: true }), v('open', { waitlist: false })];
    expect(changeOptions(list, new Set(['prg-a']), () => false).map((x) => x.code)).toEqual(['open']);
  });

  test('[S3-REG-11] [S3-REG-12] [S3-REG-14] phone mode when not cancelable, and always on mobile', () => {
    expect(editMode(true, false)).toBe('change');
    expect(editMode(false, false)).toBe('phone');
    expect(editMode(true, true)).toBe('phone');
  });

  test('[S3-REG-13] phone mode gives the customer service phone', () => {
    expect(phoneModeText('(800) 260-4754')).toBe(
      'To change or cancel this registration, please call customer service at (800) 260-4754.',
    );
  });

  test('attendance reads Online or In person', () => {
    expect(attendanceLabel({ type: 'online', format: 'Live Webcast' })).toBe('Online');
    expect(attendanceLabel({ type: 'in-person', format: 'Live Seminar' })).toBe('In person');
    expect(attendanceLabel({ type: null, format: 'Live Seminar' })).toBe('Live Seminar');
  });
});
