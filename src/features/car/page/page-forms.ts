import type { Car } from '~/catalogue/car.schema.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { checkoutKind } from '~/features/checkout/reserve/reserve.ts';
import {
  enquiryDefaults,
  findSimilarLabel,
  NOTIFY_SUBCATEGORY,
  PROTECTION_SUBCATEGORY,
  protectionMessage,
  SUBSCRIPTION_SUBCATEGORY,
} from '~/features/leads/defaults.ts';
import type { FormName } from '~/features/leads/forms.ts';
import type { FieldName } from '~/features/leads/lead-fields.ts';

import type { CarAction } from './actions.ts';
import type { protectionFor } from './sections.ts';

type Defaults = ReturnType<typeof enquiryDefaults>;

/** One lead form about the car: the page's enquiry section or one of its dialogs. */
export interface CarForm {
  key: string;
  label: string;
  form: FormName;
  fields: FieldName[];
  defaults: Defaults;
}

const CONTACT: FieldName[] = ['name', 'last_name', 'email', 'phone', 'postcode'];
const WITH_MESSAGE: FieldName[] = [...CONTACT, 'message'];

/** The form and fields of each dialog button (spec Entities vehicle forms). */
const DIALOG_FORMS: Record<
  Extract<CarAction, { kind: 'dialog' }>['key'],
  Pick<CarForm, 'form' | 'fields'>
> = {
  enquire: { form: 'enquiry', fields: WITH_MESSAGE },
  subscribe: { form: 'enquiry', fields: WITH_MESSAGE },
  'test-drive': {
    form: 'test-drive',
    fields: [...CONTACT, 'booking_date', 'booking_time', 'message'],
  },
  'request-photos': { form: 'request-photos', fields: WITH_MESSAGE },
  'make-an-offer': { form: 'make-an-offer', fields: [...CONTACT, 'offer_from_client', 'message'] },
  finance: { form: 'finance-enquiry', fields: WITH_MESSAGE },
};

export type EnquiryForm = CarForm & {
  id: 'enquire' | 'find-me-something-similar';
  intro: string | null;
};

/**
 * The car's lead forms (spec Screens, Entities): the enquiry section (in stock) or Find Me Something Similar
 * (sold), and a dialog for each dialog button and for Ask About Protection.
 */
export function carForms(
  car: Car,
  config: DealerConfig,
  actions: CarAction[],
  enquireLabel: string,
  protection: ReturnType<typeof protectionFor>,
  inStock: boolean,
  /** The subscription request's prefilled message, where the car is offered by subscription. */
  subscriptionMessage: string | null = null,
): { enquiry: EnquiryForm; dialogs: CarForm[] } {
  const defaults = enquiryDefaults(car, config.brand.manufacturer?.slug ?? null);
  const enquiry: EnquiryForm = inStock
    ? {
        id: 'enquire',
        key: 'enquire',
        label: enquireLabel,
        form: 'enquiry',
        fields: WITH_MESSAGE,
        defaults,
        intro: null,
      }
    : {
        id: 'find-me-something-similar',
        key: 'find-similar',
        label: findSimilarLabel(config.features.findSimilarLowerCase),
        form: 'find-similar',
        fields: WITH_MESSAGE,
        defaults,
        intro: `This ${config.inventory.noun.singular.toLowerCase()} has been sold. Like this and want something similar? Tell us and we'll find one for you.`,
      };
  const dialogs: CarForm[] = [
    ...actions.flatMap((a) =>
      a.kind === 'dialog'
        ? [
            {
              key: a.key,
              label: a.label,
              defaults:
                a.key === 'subscribe' && subscriptionMessage
                  ? {
                      ...defaults,
                      subcategory: SUBSCRIPTION_SUBCATEGORY,
                      message: subscriptionMessage,
                    }
                  : defaults,
              ...DIALOG_FORMS[a.key],
            },
          ]
        : [],
    ),
    ...(protection
      ? [
          {
            key: 'protect',
            label: 'Ask About Protection',
            form: 'enquiry' as const,
            fields: WITH_MESSAGE,
            defaults: {
              ...defaults,
              subcategory: PROTECTION_SUBCATEGORY,
              message: protectionMessage(
                protection.products.map((p) => p.name),
                config.inventory.noun.singular.toLowerCase(),
              ),
            },
          },
        ]
      : []),
    // A car that can be reserved online may be reserved by the time the page is read: then
    // 'Notify me if it becomes available' (the page shows it when view.json says reserved).
    ...(inStock && car.checkout_enabled && checkoutKind(config)
      ? [
          {
            key: 'notify',
            label: 'Notify me if it becomes available',
            form: 'enquiry' as const,
            fields: WITH_MESSAGE,
            defaults: {
              ...defaults,
              subcategory: NOTIFY_SUBCATEGORY,
              message: `Please let me know if this ${config.inventory.noun.singular.toLowerCase()} becomes available again.`,
            },
          },
        ]
      : []),
  ];
  return { enquiry, dialogs };
}
