/**
 * The government charges on a new private passenger car in each state and territory, as
 * published: motor vehicle (stamp) duty scales, and a year's registration with its compulsory
 * third party insurance. Every figure carries the date it is current from and its source; this is
 * the one file to update when a state changes its scale (drive-away.ts works the estimate out).
 *
 * Duty "per $100 or part" counts every started $100 of the dutiable value (Victoria: every
 * started $200). Registration and CTP vary with the car's weight, the buyer's postcode and the
 * insurer; the figure here is a typical private four-cylinder car's in the capital, which is why
 * a drive-away figure made from them is an estimate and says so.
 */

import type { AuState } from '~/services/rego/rego.ts';

/** What duty depends on beyond the value, where a state's scale does. */
export interface DutyEngine {
  /** Battery electric. */
  electric: boolean;
  /** Petrol or diesel electric hybrid (plug-in or not). */
  hybrid: boolean;
  /** Cylinders, when the feed gives them. */
  cylinders: number | null;
}

/** Duty in whole cents on a dutiable value in dollars. */
type DutyScale = (value: number, engine: DutyEngine) => number;

/** Every started `step` dollars of `value`, times `rate` dollars, in cents. */
const perStarted = (value: number, step: number, rate: number) =>
  Math.ceil(value / step - 1e-9) * Math.round(rate * 100);

export interface StateCharges {
  name: string;
  duty: DutyScale;
  /** What the scale is, in a line a buyer can check against the source. */
  dutyRule: string;
  dutySource: string;
  /** Registration with CTP (or the state's equivalent), 12 months, typical private car, in dollars. */
  registration: number;
  /** What the registration figure covers. */
  registrationRule: string;
  registrationSource: string;
  /** The date the figures are current from (ISO date); the oldest of duty and registration. */
  asAt: string;
}

export const STATE_CHARGES: Record<AuState, StateCharges> = {
  NSW: {
    name: 'New South Wales',
    duty: (v) => (v < 45_000 ? perStarted(v, 100, 3) : 135_000 + perStarted(v - 45_000, 100, 5)),
    dutyRule: '$3 per $100 up to $45,000; $1,350 plus $5 per $100 over $45,000',
    dutySource:
      'Revenue NSW, Motor vehicle duty: https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty',
    registration: 1_103,
    registrationRule:
      'registration $79 and vehicle tax $374 (private car, 1,155–1,504 kg), and a Sydney green slip (the CTP) of about $650',
    registrationSource:
      'Transport for NSW, Vehicle registration fees: https://www.nsw.gov.au/driving-boating-and-transport/vehicle-registration/fees-concessions-and-forms/vehicle-registration-fees; green slips are priced by insurers (SIRA Green Slip Price Check)',
    asAt: '2025-07-01',
  },
  VIC: {
    name: 'Victoria',
    // The whole value at one rate; a zero-emission car pays the low rate at any value.
    duty: (v, e) =>
      perStarted(
        v,
        200,
        e.electric || v <= 80_567 ? 8.4 : v <= 100_000 ? 10.4 : v <= 150_000 ? 14 : 18,
      ),
    dutyRule:
      '$8.40 per $200 of the whole value up to $80,567 (and for a zero-emission car at any value); $10.40 to $100,000; $14 to $150,000; $18 above',
    dutySource:
      'State Revenue Office Victoria, Motor vehicle duty current rates: https://sro.vic.gov.au/rates-taxes-duties-and-levies/motor-vehicle-duty-current-rates',
    registration: 974,
    registrationRule:
      'registration with the TAC charge (the CTP), the amount the State Revenue Office deducts from a drive-away price for 2025-26',
    registrationSource:
      'State Revenue Office Victoria, drive-away price guideline 2025-26: https://www.sro.vic.gov.au/node/16793',
    asAt: '2025-07-01',
  },
  QLD: {
    name: 'Queensland',
    duty: (v, e) => {
      const [low, high] =
        e.electric || e.hybrid
          ? [2, 4]
          : (e.cylinders ?? 4) <= 4
            ? [3, 5]
            : (e.cylinders ?? 4) <= 6
              ? [3.5, 5.5]
              : [4, 6];
      return perStarted(v, 100, v <= 100_000 ? low : high);
    },
    dutyRule:
      'per $100 of the whole value, up to $100,000 / above: hybrid or electric $2 / $4; up to 4 cylinders $3 / $5; 5–6 cylinders $3.50 / $5.50; 7 or more $4 / $6',
    dutySource:
      'Queensland Government, Vehicle registration duty rates: https://www.qld.gov.au/transport/registration/fees/duty/rates',
    registration: 830,
    registrationRule:
      'registration $360.60 and traffic improvement fee $62.90 (4 cylinders), and class 1 CTP of about $406',
    registrationSource:
      'Transport Operations (Road Use Management) Fee Relief Amendment Regulation 2024: https://www.legislation.qld.gov.au/view/whole/html/asmade/sl-2024-0130; Queensland Treasury, CTP premiums from 1 October 2025: https://www.treasury.qld.gov.au/newsroom/ctp-insurance',
    asAt: '2025-10-01',
  },
  WA: {
    name: 'Western Australia',
    // One rate on the whole value; between $25,000 and $50,000 it slides, to 2 decimal places;
    // the duty is rounded down to 5 cents.
    duty: (v) => {
      const rate =
        v <= 25_000
          ? 2.75
          : v <= 50_000
            ? Math.round((2.75 + (v - 25_000) / 6_666.66) * 100) / 100
            : 6.5;
      return Math.floor(Math.round(v * rate) / 5) * 5;
    },
    dutyRule:
      '2.75% of the value up to $25,000; between $25,000 and $50,000, 2.75% plus 1% for every $6,666.66 over $25,000, of the whole value; 6.5% above $50,000',
    dutySource:
      'RevenueWA, Vehicle licence duty: http://www.finance.wa.gov.au/cms/State_Revenue/Duties/Vehicle_Licence_Duty.aspx; Duties Act 2008 (WA) s 236',
    registration: 908,
    registrationRule:
      'vehicle licence fee $27.56 per 100 kg (a 1,400 kg car), recording fee, and motor injury insurance (the CTP) with its GST and duty',
    registrationSource:
      'Department of Transport WA, light vehicle licence fees and motor injury insurance tables: https://www.transport.wa.gov.au/licensing/how-to-calculate-your-vehicle-licence-fee-light-vehicle-table.asp',
    asAt: '2024-07-01',
  },
  SA: {
    name: 'South Australia',
    duty: (v) =>
      v <= 1_000
        ? Math.max(500, perStarted(v, 100, 1))
        : v <= 2_000
          ? 1_000 + perStarted(v - 1_000, 100, 2)
          : v <= 3_000
            ? 3_000 + perStarted(v - 2_000, 100, 3)
            : 6_000 + perStarted(v - 3_000, 100, 4),
    dutyRule: '$60 plus $4 per $100 over $3,000 (lower bands below $3,000)',
    dutySource:
      'RevenueSA, Stamp duty on motor vehicles: https://www.revenuesa.sa.gov.au/taxes-and-duties/stamp-duties/motor-vehicles',
    registration: 670,
    registrationRule:
      'registration with CTP insurance, levies and the administration fee, four-cylinder car in metropolitan Adelaide',
    registrationSource:
      'Government of South Australia, Vehicle registration fees: https://www.sa.gov.au/topics/driving-and-transport/motoring-fees/vehicle-registration-fees',
    asAt: '2023-07-01',
  },
  TAS: {
    name: 'Tasmania',
    duty: (v) =>
      v <= 600
        ? 2_000
        : v <= 35_000
          ? perStarted(v, 100, 3)
          : v <= 40_000
            ? 105_000 + perStarted(v - 35_000, 100, 11)
            : perStarted(v, 100, 4),
    dutyRule:
      '$3 per $100 up to $35,000; $1,050 plus $11 per $100 over $35,000 up to $40,000; $4 per $100 of the whole value above $40,000',
    dutySource:
      'State Revenue Office Tasmania, Rates of motor vehicle duty: https://www.sro.tas.gov.au/motor-vehicle-duty/rates-of-duty',
    registration: 646,
    registrationRule:
      'registration for 12 months with the MAIB premium (the CTP), levies, motor tax and the plate fee, four-cylinder car',
    registrationSource:
      'Transport Tasmania, Registration fees: https://transport.tas.gov.au/registration/registration_fees',
    asAt: '2024-12-01',
  },
  ACT: {
    name: 'the Australian Capital Territory',
    // The scale for a new car of performance category B, the middle of the ACT's emissions
    // categories (the feed gives no emissions rating).
    duty: (v) =>
      v <= 45_000
        ? perStarted(v, 100, 3)
        : v <= 80_000
          ? 135_000 + perStarted(v - 45_000, 100, 5)
          : 310_000 + Math.round((v - 80_000) * 8),
    dutyRule:
      'for a performance category B car: $3 per $100 up to $45,000; $1,350 plus $5 per $100 to $80,000; then 8% over $80,000 (other emissions categories pay less or more)',
    dutySource:
      'ACT Revenue Office, Motor vehicle duty: https://www.revenue.act.gov.au/duties/motor-vehicle-duty',
    registration: 1_100,
    registrationRule:
      'registration with the MAI premium (the CTP) and levies, a typical petrol car (ACT registration varies with emissions)',
    registrationSource:
      "an estimate of a typical petrol car: Access Canberra's registration calculator gives the exact figure for a car's emissions category",
    asAt: '2025-09-01',
  },
  NT: {
    name: 'the Northern Territory',
    // Eligible electric cars have up to $1,500 off until 30 June 2027.
    duty: (v, e) => Math.max(0, perStarted(v, 100, 3) - (e.electric ? 150_000 : 0)),
    dutyRule: '$3 per $100 of the value (an electric car has up to $1,500 off until 30 June 2027)',
    dutySource:
      'Territory Revenue Office, Stamp duty on motor vehicles: https://treasury.nt.gov.au/dtf/territory-revenue-office/stamp-duty-on-motor-vehicles',
    registration: 831,
    registrationRule:
      'registration for 12 months with MAC insurance (the CTP), four cylinders up to 3 litres',
    registrationSource:
      'NT Government, registration and MVR duty calculator: https://nt.gov.au/driving/rego/getting-an-nt-registration/register-or-transfer-your-vehicle/mvr-duty-calculator',
    asAt: '2024-07-01',
  },
};

/** Stamp duty on a new car in dollars (to the cent) at a dutiable value. */
export const stampDuty = (state: AuState, value: number, engine: DutyEngine): number =>
  STATE_CHARGES[state].duty(value, engine) / 100;
