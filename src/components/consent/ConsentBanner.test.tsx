/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { ConsentBanner } from "./ConsentBanner";

function renderBanner(props: Partial<Parameters<typeof ConsentBanner>[0]> = {}) {
  const onSave = jest.fn();
  const onClose = jest.fn();
  const view = render(
    <ConsentBanner choice={null} focusRequest={0} onSave={onSave} onClose={onClose} {...props} />,
  );
  return { onSave, onClose, ...view };
}

describe("ConsentBanner", () => {
  it("is a labelled region with accept and reject side by side, settings collapsed", () => {
    renderBanner();
    expect(screen.getByRole("region", { name: "Cookie consent" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Accept all" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reject all" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Manage settings" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute(
      "href",
      "/CookiePolicy",
    );
  });

  it("saves accept and reject", () => {
    const { onSave } = renderBanner();
    fireEvent.click(screen.getByRole("button", { name: "Accept all" }));
    fireEvent.click(screen.getByRole("button", { name: "Reject all" }));
    expect(onSave.mock.calls).toEqual([[{ analytics: true }], [{ analytics: false }]]);
  });

  it("manage settings: necessary always on, analytics off until switched on, then saved", () => {
    const { onSave } = renderBanner();
    fireEvent.click(screen.getByRole("button", { name: "Manage settings" }));
    expect(screen.getByRole("button", { name: "Manage settings" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const necessary = screen.getByRole("switch", { name: "Strictly necessary" });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const analytics = screen.getByRole("switch", { name: "Analytics" });
    expect(analytics).not.toBeChecked();
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole("button", { name: "Save choices" }));
    expect(onSave).toHaveBeenCalledWith({ analytics: true });
  });

  it("reopened: shows the current choice with the settings open, focuses itself, Escape closes", () => {
    const opener = document.createElement("button");
    document.body.appendChild(opener);
    opener.focus();
    const { onClose } = renderBanner({ choice: { analytics: true }, focusRequest: 1 });
    const region = screen.getByRole("region", { name: "Cookie consent" });
    expect(region).toHaveFocus();
    expect(region).toHaveTextContent("Your current choice: analytics cookies are on.");
    expect(screen.getByRole("switch", { name: "Analytics" })).toBeChecked();
    fireEvent.keyDown(region, { key: "Escape" });
    expect(onClose).toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it("a first visit neither takes focus nor closes on Escape", () => {
    const { onClose } = renderBanner();
    const region = screen.getByRole("region", { name: "Cookie consent" });
    expect(region).not.toHaveFocus();
    fireEvent.keyDown(region, { key: "Escape" });
    expect(onClose).not.toHaveBeenCalled();
  });
});
