/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import infographicsContent from "../../../content/infographics.json";
import { InfographicDialog } from "./InfographicDialog";

const { id, ...rest } = infographicsContent[1];
const infographic = { infographicId: id, ...rest };

// jsdom has no modal dialogs: opening and closing only set the attribute here.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

function renderDialog() {
  const onClose = jest.fn();
  const view = render(<InfographicDialog infographic={infographic} onClose={onClose} />);
  return {
    onClose,
    view,
    dialog: screen.getByRole("dialog", { name: "Top Cyber Threats to SMEs" }),
  };
}

describe("InfographicDialog", () => {
  it("is a labelled modal dialog with the statistics in text and the additional information", () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription(infographic.description);
    const stats = screen.getByRole("list", { name: "Key Statistics" });
    expect(Array.from(stats.querySelectorAll("li"), (li) => li.textContent)).toEqual([
      "Phishing40%",
      "Ransomware25%",
      "Business Email Compromise20%",
      "Malware10%",
      "Insider Threats5%",
    ]);
    expect(screen.getByText(infographic.additionalInfo)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  });

  it("locks the page's scroll while open", () => {
    const { view } = renderDialog();
    expect(document.body.style.overflow).toBe("hidden");
    view.unmount();
    expect(document.body.style.overflow).toBe("");
  });

  it("closes with the close button, Escape and a click on the backdrop, not inside", () => {
    const { dialog, onClose } = renderDialog();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);

    const cancel = new Event("cancel", { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(2);

    const text = screen.getByText(infographic.additionalInfo);
    fireEvent.pointerDown(text);
    fireEvent.click(text);
    // Pressed inside, released on the backdrop: a text selection, not a close.
    fireEvent.pointerDown(text);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);

    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
