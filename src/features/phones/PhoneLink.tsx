import { telHref } from './phones.ts';

/** A phone number as the buyer reads it, which calls it when tapped. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}

/** "call Riverbend Toyota on 03 9000 0000" as plain text (a calendar file, a text message). */
export const callText = (name: string, phone: string | null | undefined) =>
  `call ${name}${phone ? ` on ${phone}` : ''}`;

/** `callText` on a page: the number a link that calls it. */
export function Call({ name, phone }: { name: string; phone: string | null | undefined }) {
  return (
    <>
      call {name}
      {phone && (
        <>
          {' '}
          on <PhoneLink phone={phone} />
        </>
      )}
    </>
  );
}
