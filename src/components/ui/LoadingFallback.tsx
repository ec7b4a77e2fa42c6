/** What a lazily loaded part shows while its code arrives (spec: a plain "Loading..."). */
export function LoadingFallback() {
  return <p role="status">Loading...</p>;
}
