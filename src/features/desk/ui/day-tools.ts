import type { ReactNode } from 'react';

import type { DeskActionName } from '../desk-state.ts';

/** What every section of the desk's day draws with. */
export interface DayTools {
  /** 'Tue 8 Dec, 10:00 am' and '10:00 am' in the dealer's time zone. */
  at: (iso: string) => string;
  time: (iso: string) => string;
  /** A record's buttons, or its question while it is asked. */
  actions: (recordId: string, name: string, names: DeskActionName[]) => ReactNode;
  /** Whether an action is asked or under way. */
  pending: boolean;
  now: Date;
  /** What the dealer sells, lower case: 'car', 'caravan'; and its plural. */
  noun: string;
  nounPlural: string;
  /** The dealer's word for a test drive: 'test drive', 'viewing'. */
  testDriveWord: string;
}

/** One section of the day: its anchor, heading, the count in the jump list, and its body. */
export interface DaySection {
  key: string;
  title: string;
  count: number;
  body: ReactNode;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
