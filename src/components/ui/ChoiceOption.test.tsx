/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { ChoiceOption } from "./ChoiceOption";
import { VisuallyHidden } from "./VisuallyHidden";

describe("ChoiceOption", () => {
  it("is a native checkbox named by its words, its attributes passed on", () => {
    const onChange = jest.fn();
    render(
      <ChoiceOption
        type="checkbox"
        id="solution-cloud"
        name="solutionType"
        value="cloud"
        checked={false}
        aria-invalid
        onChange={onChange}
      >
        Cloud Solutions
      </ChoiceOption>,
    );
    const box = screen.getByRole("checkbox", { name: "Cloud Solutions" });
    expect(box).toHaveAttribute("id", "solution-cloud");
    expect(box).toHaveAttribute("name", "solutionType");
    expect(box).toHaveAttribute("value", "cloud");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box.closest("label")).toHaveAttribute("for", "solution-cloud");
    fireEvent.click(screen.getByText("Cloud Solutions"));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("is a radio button in its group when asked, the label round it without a for", () => {
    render(
      <>
        <ChoiceOption type="radio" name="q1" value={0} defaultChecked>
          Yes
        </ChoiceOption>
        <ChoiceOption type="radio" name="q1" value={1}>
          No
        </ChoiceOption>
      </>,
    );
    const no = screen.getByRole("radio", { name: "No" });
    expect(no.closest("label")).not.toHaveAttribute("for");
    fireEvent.click(screen.getByText("No"));
    expect(no).toBeChecked();
    expect(screen.getByRole("radio", { name: "Yes" })).not.toBeChecked();
  });
});

describe("VisuallyHidden", () => {
  it("adds its words to the name of what holds it, in the global hidden class", () => {
    render(
      <a href="/blogs/x">
        Read More<VisuallyHidden> about Cloud</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole("link", { name: "Read More about Cloud" })).toBeInTheDocument();
    expect(screen.getByText("about Cloud")).toHaveClass("visually-hidden");
  });
});
