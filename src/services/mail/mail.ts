/** E-mail to buyers (stock alerts, appointment confirmations): what every way of sending shares. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on every alert e-mail. */
  headers?: Record<string, string>;
  /** Files sent with it (an appointment's .ics). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** Sends one message; throws when it was not accepted. */
export type Mailer = (message: MailMessage) => Promise<void>;
