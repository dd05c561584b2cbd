import { usePagination } from 'react-instantsearch';

/** Pages of 21 (spec Constants), as real links so each page has its own URL. */
export function PaginationNav() {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } =
    usePagination({ padding: 2 });
  if (nbPages <= 1) return null;
  const link = (page: number, label: string, text: string, disabled = false) =>
    disabled ? (
      <span aria-disabled="true" className="page disabled">
        {text}
      </span>
    ) : (
      <a
        className={`page${page === currentRefinement ? ' current' : ''}`}
        href={createURL(page)}
        aria-label={label}
        aria-current={page === currentRefinement ? 'page' : undefined}
        onClick={(e) => {
          e.preventDefault();
          refine(page);
          window.scrollTo({ top: 0 });
        }}
      >
        {text}
      </a>
    );
  return (
    <nav aria-label="Result pages" className="pagination">
      {link(currentRefinement - 1, 'Previous page', '‹ Previous', isFirstPage)}
      {pages.map((p) => (
        <span key={p}>{link(p, `Page ${p + 1}`, String(p + 1))}</span>
      ))}
      {link(currentRefinement + 1, 'Next page', 'Next ›', isLastPage)}
    </nav>
  );
}
