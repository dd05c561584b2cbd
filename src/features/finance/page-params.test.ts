import { describe, expect, it } from 'vitest';

import { financeParams } from './page-params.ts';

describe('finance page parameters (spec Screens)', () => {
  it('reads every parameter, with the alternative names', () => {
    expect(
      financeParams(
        '?car_id=130000&vin=JTMABCDE123456789&nvic=247858&year=2025&preferredDealership=driveaway-osborne-park&car_type=used&vehiclePriceBudget=43990&loanTerm=4&selfAssessedCreditScore=DECENT&whoIsHelping=Partner',
      ),
    ).toEqual({
      carId: 130000,
      vin: 'JTMABCDE123456789',
      nvic: '247858',
      year: 2025,
      preferredDealership: 'driveaway-osborne-park',
      carType: 'used',
      price: 43990,
      loanTerm: 4,
      creditScore: 'DECENT',
      whoIsHelping: 'Partner',
    });
    expect(financeParams('?price=25000&credit_score=poor')).toEqual({
      price: 25000,
      creditScore: 'POOR',
    });
  });

  it('leaves out what is malformed', () => {
    expect(
      financeParams(
        '?car_id=-3&vin=<script>&year=99999&car_type=boat&price=abc&loanTerm=9&credit_score=SUPER&whoIsHelping=%3Cb%3E',
      ),
    ).toEqual({});
  });
});
