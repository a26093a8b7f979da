/** Placeholder while a screen loads. */
export function PageSkeleton() {
  return (
    <div className="page" aria-busy="true" aria-live="polite">
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--block" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
