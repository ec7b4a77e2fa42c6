/** @jest-environment jsdom */
import styled from "@emotion/styled";
import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { Button } from "./Button";
import { ButtonLink } from "./ButtonLink";

describe("Button", () => {
  it("is a real button that passes on its attributes and its ref", () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = jest.fn();
    render(
      <Button ref={ref} type="submit" aria-expanded={false} disabled={false} onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toBe(ref.current);
    expect(button).toHaveAttribute("type", "submit");
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("is filled in the primary colour unless another variant is asked for", () => {
    render(
      <>
        <Button>Main</Button>
        <Button variant="secondary">Second</Button>
        <Button variant="outline" size="small">
          Quiet
        </Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Main" })).toHaveStyle({
      background: "var(--color-primary)",
      minHeight: "48px",
    });
    expect(screen.getByRole("button", { name: "Second" })).toHaveStyle({
      background: "transparent",
      minHeight: "48px",
    });
    expect(screen.getByRole("button", { name: "Quiet" })).toHaveStyle({
      background: "var(--color-surface-raised)",
      minHeight: "32px",
    });
  });

  it("lets a styled(Button) add to the look and override it", () => {
    const Wide = styled(Button)`
      min-height: 60px;
      min-width: 200px;
    `;
    render(<Wide>Wide</Wide>);
    expect(screen.getByRole("button", { name: "Wide" })).toHaveStyle({
      minHeight: "60px",
      minWidth: "200px",
      background: "var(--color-primary)",
    });
  });
});

describe("ButtonLink", () => {
  it("is a link to its page, with its attributes, in the variant asked for", () => {
    render(
      <ButtonLink to="/contact" variant="onDarkSecondary" data-second="">
        Contact us
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: "Contact us" });
    expect(link).toHaveAttribute("href", "/contact");
    expect(link).toHaveAttribute("data-second", "");
    expect(link).toHaveStyle({ background: "transparent", color: "#ffffff" });
  });
});
