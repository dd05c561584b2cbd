import { z } from 'zod';

import { doc } from './doc.ts';

const carTypes = z.array(z.enum(['new', 'demo', 'used'])).min(1);

/** Dealer-written content of the vehicle page's "What's Included" and "Protect Your Car" sections (spec Screens). */
export const vehiclePageSchema = z.strictObject({
  commentsHeading: doc(
    z.string().trim().min(1).max(40).default('Dealer Comments'),
    "Heading of the car's comments section (spec Screens: 'Dealer Comments', or 'Our Comments' on used-car sites).",
    'Our Comments',
  ),
  testDriveLabel: doc(
    z.string().trim().min(1).max(30).default('Book a Test Drive'),
    "The test-drive button and form's name (the caravan template's default is 'Book a Viewing': a caravan is not driven away on a test).",
    'Book a Viewing',
  ),
  whatsIncluded: doc(
    z
      .array(
        z.strictObject({
          text: doc(
            z.string().trim().min(1).max(160),
            'One thing the buyer gets with the car.',
            "12 months' registration",
          ),
          carTypes: doc(carTypes.default(['new', 'demo', 'used']), 'Which cars it applies to.', [
            'used',
          ]),
        }),
      )
      .max(20)
      .default([]),
    "What's Included: the list shown on each car page of the matching type; the section is left out when nothing applies.",
    [{ text: "12 months' registration", carTypes: ['used'] }],
  ),
  protection: doc(
    z
      .strictObject({
        intro: doc(
          z.string().trim().min(1).max(400),
          'Sentence above the products.',
          'Keep your car like new with protection fitted before delivery.',
        ),
        products: doc(
          z
            .array(
              z.strictObject({
                name: doc(z.string().trim().min(1).max(60), 'Product name.', 'Paint protection'),
                description: doc(
                  z.string().trim().min(1).max(240),
                  'What it covers.',
                  'A ceramic coating that guards the paint against sun, bird droppings and sap.',
                ),
              }),
            )
            .min(1)
            .max(8),
          'The protection products on offer.',
          [{ name: 'Paint protection', description: 'A ceramic coating that guards the paint.' }],
        ),
        carTypes: doc(carTypes.default(['new', 'demo', 'used']), 'Which cars show the section.', [
          'new',
          'demo',
          'used',
        ]),
      })
      .nullable()
      .default(null),
    'Protect Your Car: protection products with an Ask About Protection enquiry, or null when the dealer offers none.',
    null,
  ),
  deliveryFee: doc(
    z.number().int().min(0).max(20000).default(0),
    "The dealer delivery charge, in whole dollars, added to a new or demo car's price in its estimated drive-away price where the price leaves out the government charges ('Excl. Govt. Charges'). 0 when the advertised price already includes delivery.",
    2490,
  ),
});
