/**
 * Every `TextToggle` under `root`: shows the short text and a 'more' button; the button swaps to
 * the full text and back, saying which it does (aria-expanded).
 */
export function wireTextToggles(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-text-toggle]')) {
    const short = box.querySelector<HTMLElement>('.text-short')!;
    const full = box.querySelector<HTMLElement>('.text-full')!;
    const button = box.querySelector<HTMLButtonElement>('button')!;
    const show = (expanded: boolean) => {
      short.hidden = expanded;
      full.hidden = !expanded;
      button.setAttribute('aria-expanded', String(expanded));
      button.textContent = expanded ? button.dataset.less! : button.dataset.more!;
    };
    button.hidden = false;
    show(false);
    button.addEventListener('click', () => show(button.getAttribute('aria-expanded') !== 'true'));
  }
}
