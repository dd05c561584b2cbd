/** Lead delivery to the dealer (src/services/delivery/): what every way of sending shares. */

export interface OutgoingLead {
  id: string;
  json: Record<string, unknown>;
  adf: string;
  subject: string;
}

/** One way a lead reaches the dealer; throws when it did not arrive. */
export type Sender = (lead: OutgoingLead) => Promise<void>;
