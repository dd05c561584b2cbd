import nodemailer from 'nodemailer';

import type { Sender } from './delivery.ts';

/** Text for a mail header: control characters (CR, LF, tab…) become spaces, runs of spaces one. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export const oneLine = (text: string) => text.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();

/** E-mail in ADF XML (what CRMs import), through the SMTP server of the environment. */
export const emailSender = (smtpUrl: string, from: string, to: string): Sender => {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (lead) => {
    await transport.sendMail({
      from,
      to,
      // A visitor's name is in the subject: no line break may start a header of its own.
      subject: oneLine(lead.subject),
      text: lead.adf,
      headers: { 'X-Lead-Id': lead.id },
      attachments: [
        { filename: `${lead.id}.adf.xml`, content: lead.adf, contentType: 'application/xml' },
      ],
    });
  };
};
