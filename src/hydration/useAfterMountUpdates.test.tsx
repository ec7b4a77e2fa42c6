/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { useEffect, useState } from "react";
import { useAfterMountUpdates } from "./useAfterMountUpdates";

/** Like the theme switch: the prebuilt render shows a default, its mount effect the truth. */
function ReadsTheStoreOnMount() {
  const [theme, setTheme] = useState("light");
  useEffect(() => setTheme("dark"), []);
  return <p data-testid="theme">{theme}</p>;
}

function Probe({ seen }: { seen: string[] }) {
  useAfterMountUpdates(
    () => seen.push(`mount: ${document.querySelector("[data-testid=theme]")?.textContent}`),
    () => seen.push(`rendered: ${document.querySelector("[data-testid=theme]")?.textContent}`),
  );
  return null;
}

describe("useAfterMountUpdates", () => {
  it("calls back on mount, then once what the other mount effects set is on the page", () => {
    const seen: string[] = [];
    const { rerender } = render(
      <>
        <ReadsTheStoreOnMount />
        <Probe seen={seen} />
      </>,
    );
    rerender(
      <>
        <ReadsTheStoreOnMount />
        <Probe seen={seen} />
      </>,
    );
    expect(seen).toEqual(["mount: light", "rendered: dark"]);
  });
});
