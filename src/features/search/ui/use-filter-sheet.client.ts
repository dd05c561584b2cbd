import { useEffect, useRef, useState } from 'react';

/** Whether the phone's Filters sheet shows open (never during the build). */
function sheetOpenOnPage(): boolean {
  return (
    typeof document !== 'undefined' &&
    !!document.getElementById('search-filters')?.classList.contains('open')
  );
}

/**
 * The phone's Filters sheet: a full-height dialog over the page. Focus moves in, Escape closes
 * it and gives focus back to the Filters button, and the page behind does not scroll. The sheet
 * may have opened before the island loaded (sheet-early.client.ts): the island starts from what
 * the page shows, so it draws the same and nothing re-renders (a re-render would put back the
 * boxes ticked meanwhile before the island is given them).
 */
export function useFilterSheet() {
  const [open, setOpen] = useState(sheetOpenOnPage);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<HTMLElement>(null);
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    document.body.classList.add('sheet-open');
    // Focus moves in, unless it is there already (the sheet opened before the island loaded).
    if (!sheetRef.current?.contains(document.activeElement))
      sheetRef.current?.querySelector<HTMLElement>('.sheet-close')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove('sheet-open');
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  /** Opened or closed while React was hydrating: catch up (no change, no render). */
  const catchUp = () => setOpen(sheetOpenOnPage());
  return { open, setOpen, close, catchUp, toggleRef, sheetRef };
}

export type FilterSheet = ReturnType<typeof useFilterSheet>;
