import { useEffect, useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import { type HoursSource, isOpenAt } from '~/features/locations/opening.ts';
import { telHref } from '~/features/phones/phones.ts';

import { stickyBarOffset } from './sticky-bar.ts';

interface Props {
  variant: 'scroll-900' | 'footer-50';
  price: string;
  phone: string | null;
  enquireLabel: string;
  /** The car's location hours: the footer variant offers Call Now only while it is open. */
  location:
    | (HoursSource & {
        address: { state: 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'ACT' | 'NT' };
      })
    | null;
}

/** Spec §2 sticky mobile call-to-action: after 900 px of scroll, or the 50 px sticky footer. */
export default function StickyBar({ variant, price, phone, enquireLabel, location }: Props) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const offset = stickyBarOffset(variant);
    const onScroll = () => setShown(window.scrollY > offset);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  const open = location ? isOpenAt(location, new Date()) : true;
  const call = phone && (variant === 'scroll-900' || open);
  return (
    <div className={`sticky-bar ${variant}`} role="region" aria-label="Quick actions">
      <strong>{price}</strong>
      {call && (
        <a className={buttonClass()} href={telHref(phone)}>
          {variant === 'footer-50' ? 'Call Now' : 'Call'}
        </a>
      )}
      <a className={buttonClass({ variant: 'secondary' })} href="#enquire">
        {enquireLabel}
      </a>
    </div>
  );
}
