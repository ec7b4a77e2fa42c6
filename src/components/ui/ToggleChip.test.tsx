/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { ChipLink } from "./ChipLink";
import { ToggleChip } from "./ToggleChip";

describe("ToggleChip", () => {
  it("is a toggle button named by its text, its state in aria-pressed", () => {
    const { rerender } = render(<ToggleChip pressed={false}>2024</ToggleChip>);
    expect(screen.getByRole("button", { name: "2024", pressed: false })).toBeInTheDocument();
    rerender(<ToggleChip pressed>2024</ToggleChip>);
    expect(screen.getByRole("button", { name: "2024", pressed: true })).toBeInTheDocument();
  });

  it("never submits the form it is in, and passes on its other attributes", () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <ToggleChip pressed={false} aria-controls="year-2024" onClick={onClick}>
          2024
        </ToggleChip>
      </form>,
    );
    const chip = screen.getByRole("button", { name: "2024" });
    expect(chip).toHaveAttribute("type", "button");
    expect(chip).toHaveAttribute("aria-controls", "year-2024");
    fireEvent.click(chip);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("is filled in the primary colour while pressed", () => {
    render(
      <>
        <ToggleChip pressed>On</ToggleChip>
        <ToggleChip pressed={false}>Off</ToggleChip>
      </>,
    );
    expect(screen.getByRole("button", { name: "On" })).toHaveStyle({
      background: "var(--color-primary)",
    });
    expect(screen.getByRole("button", { name: "Off" })).toHaveStyle({
      background: "var(--color-surface-raised)",
    });
  });
});

describe("ChipLink", () => {
  it("is a link whose aria-current marks, and fills, the page shown", () => {
    render(
      <>
        <ChipLink to="/blogs" aria-current="page">
          All
        </ChipLink>
        <ChipLink to="/blogs/category/cloud-computing">Cloud Computing</ChipLink>
      </>,
    );
    const current = screen.getByRole("link", { name: "All" });
    expect(current).toHaveAttribute("href", "/blogs");
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current).toHaveStyle({ background: "var(--color-primary)" });
    expect(screen.getByRole("link", { name: "Cloud Computing" })).not.toHaveAttribute(
      "aria-current",
    );
  });
});
