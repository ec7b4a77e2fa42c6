/** What a lazily loaded part shows while its code arrives (a plain "Loading...", the same everywhere). */
export function LoadingFallback() {
  return <p role="status">Loading...</p>;
}
