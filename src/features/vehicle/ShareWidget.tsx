import { useSetAtom } from 'jotai';
import { type ReactNode, useState } from 'react';

import { buttonClass } from '../../components/button.ts';
import { COPIED_MS, copiedToast, SHARE_POPUP } from '../content/share.ts';
import { showToastAtom } from './state.ts';

interface Props {
  url: string;
  name: string;
  twitter: boolean;
  /** Icons drawn by the page (Astro slots: static markup, no icon code in the island). */
  facebookIcon?: ReactNode;
  twitterIcon?: ReactNode;
  whatsappIcon?: ReactNode;
  emailIcon?: ReactNode;
  smsIcon?: ReactNode;
  copyIcon?: ReactNode;
}

const iconButton = buttonClass({ variant: 'secondary', className: 'icon-button' });
/** The target's name for everyone, shown to sighted visitors as its icon. */
const label = (text: string) => <span className="visually-hidden">{text}</span>;

const popup = (href: string) => (e: React.MouseEvent) => {
  e.preventDefault();
  window.open(href, 'share', `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},noopener`);
};

/** Spec §2 share widget: Facebook, Twitter (unless hidden), WhatsApp, e-mail, SMS and copy link ('Copied' for 1.5 s). */
export default function ShareWidget({ url, name, twitter, ...icons }: Props) {
  const [copied, setCopied] = useState(false);
  const toast = useSetAtom(showToastAtom);
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(name);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: 'Link copied', text: copiedToast(name) });
      setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast({ title: 'Copy the link', text: url });
    }
  };
  return (
    <ul className="share" aria-label={`Share ${name}`}>
      <li>
        <a
          href={`https://www.facebook.com/sharer/sharer.php?u=${u}`}
          onClick={popup(`https://www.facebook.com/sharer/sharer.php?u=${u}`)}
          rel="noopener"
          target="_blank"
          className={iconButton}
        >
          {icons.facebookIcon}
          {label('Facebook')}
        </a>
      </li>
      {twitter && (
        <li>
          <a
            href={`https://twitter.com/intent/tweet?url=${u}&text=${text}`}
            onClick={popup(`https://twitter.com/intent/tweet?url=${u}&text=${text}`)}
            rel="noopener"
            target="_blank"
            className={iconButton}
          >
            {icons.twitterIcon}
            {label('Twitter')}
          </a>
        </li>
      )}
      <li>
        <a
          className={iconButton}
          href={`https://wa.me/?text=${text}%20${u}`}
          rel="noopener"
          target="_blank"
        >
          {icons.whatsappIcon}
          {label('WhatsApp')}
        </a>
      </li>
      <li>
        <a className={iconButton} href={`mailto:?subject=${text}&body=${u}`}>
          {icons.emailIcon}
          {label('Email')}
        </a>
      </li>
      <li>
        <a className={iconButton} href={`sms:?&body=${text}%20${u}`}>
          {icons.smsIcon}
          {label('SMS')}
        </a>
      </li>
      <li>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', className: 'copy-link' })}
          onClick={() => void copy()}
        >
          {icons.copyIcon}
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </li>
    </ul>
  );
}
