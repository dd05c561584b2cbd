import { describe, expect, it } from 'vitest';

import { EVENTS } from './events.ts';

describe('analytics events (spec Calls, Constants)', () => {
  it('names the analytics events', () => {
    expect(EVENTS).toMatchObject({
      usedCarView: 4,
      financeEnquiryModalOpened: 9,
      newEnquiry: 14,
      usedEnquiry: 15,
      testDriveNew: 17,
      offerAccepted: 18,
      fleetEnquiry: 19,
      defaultEnquiry: 22,
      phoneClick: 25,
      financeCalculatorFirstChanged: 26,
      codeSent: 36,
      codeVerified: 37,
      saveCar: 39,
      usedTestDrive: 48,
      searchView: 49,
      careerEnquiry: 51,
      historyReport: 60,
      print: 61,
    });
  });
});
