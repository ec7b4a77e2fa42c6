import * as React from "react";

export default function BaselinePage() {
  return (
    <main>
      <h1>Baseline</h1>
    </main>
  );
}

export function Head() {
  return (
    <>
      <html lang="en-GB" />
      <title>Baseline</title>
      <meta
        name="description"
        content="A bare Gatsby page: the framework's own cost, for comparison."
      />
    </>
  );
}
