import type { LiveCar } from './car-page.client.ts';

/**
 * Spec Screens sticky call-to-action (page/StickyBar.astro): put on the page from its template once
 * the page has scrolled past the bar's offset, and shown or hidden with the scroll from then on.
 * The sticky-footer variant (`data-call-while-open`) offers Call Now only while the car's location
 * is open, as the server says with the view count (`live`); not known, not offered.
 */
export function wireStickyBar(template: HTMLTemplateElement, live: Promise<LiveCar>): void {
  const offset = Number(template.dataset.offset);
  let open: boolean | null = null;
  let bar: HTMLElement | null = null;
  const callWhileOpen = template.dataset.callWhileOpen !== undefined;
  const showCall = () => {
    const call = bar?.querySelector<HTMLElement>('[data-call]');
    if (call && callWhileOpen) call.hidden = open !== true;
  };
  const show = () => {
    const wanted = window.scrollY > offset;
    if (wanted && !bar) {
      bar = (template.content.firstElementChild?.cloneNode(true) as HTMLElement | null) ?? null;
      if (!bar) return;
      showCall();
      template.after(bar);
    }
    if (bar) bar.hidden = !wanted;
  };
  void live.then((l) => {
    open = l.locationOpen;
    showCall();
  });
  show();
  window.addEventListener('scroll', show, { passive: true });
}
