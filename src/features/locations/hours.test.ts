import { describe, expect, it } from 'vitest';

import { summariseHours } from './hours.ts';

const open = (weekday: number, o = '08:30', c = '17:30') => ({
  weekday,
  status: 'Open' as const,
  open: o,
  close: c,
});

describe('opening hours summary (spec Constants)', () => {
  it('groups identical weekdays 1 to 5 as Mon-Fri, with Saturday and Sunday separate', () => {
    const rows = summariseHours(
      [1, 2, 3, 4, 5]
        .map((d) => open(d))
        .concat(open(6, '08:00', '12:00'), { weekday: 0, status: 'Closed' } as never),
    );
    expect(rows).toEqual([
      { label: 'Mon-Fri', text: '8:30am – 5:30pm' },
      { label: 'Saturday', text: '8:00am – 12:00pm' },
      { label: 'Sunday', text: 'Closed' },
    ]);
  });

  it('lists weekdays one by one when they differ; a missing day is Closed', () => {
    const rows = summariseHours([
      open(1),
      open(2),
      open(3),
      open(4),
      open(5, '08:30', '21:00'),
      { weekday: 6, status: 'By appointment only' },
    ]);
    expect(rows.map((r) => r.label)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows[4]).toEqual({ label: 'Friday', text: '8:30am – 9:00pm' });
    expect(rows[5]).toEqual({ label: 'Saturday', text: 'By appointment only' });
    expect(rows[6]).toEqual({ label: 'Sunday', text: 'Closed' });
  });
});
