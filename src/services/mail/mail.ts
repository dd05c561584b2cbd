/** E-mail to buyers (stock alerts): what every way of sending shares. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on every alert e-mail. */
  headers?: Record<string, string>;
}

/** Sends one message; throws when it was not accepted. */
export type Mailer = (message: MailMessage) => Promise<void>;
