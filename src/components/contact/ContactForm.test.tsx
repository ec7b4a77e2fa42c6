/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { RecaptchaWidget } from "../../hooks/useRecaptcha";
import { EMPTY_CONTACT_NAVIGATION } from "../../lib/contact/navigation-state";
import { CONTACT_MESSAGES as M } from "../../lib/contact/schema";
import { ContactForm } from "./ContactForm";

const widget: RecaptchaWidget = {
  containerRef: { current: null },
  status: "ready",
  token: "token-1",
  reset: jest.fn(),
};
jest.mock("../../hooks/useRecaptcha", () => ({ useRecaptcha: () => widget }));

function fillValid() {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type("Full Name *", "Jo Bloggs");
  type("Business Email *", "jo@acme-engineering.co.uk");
  type("Job Title *", "Director");
  fireEvent.click(screen.getByLabelText("Cloud Solutions"));
  type("Industry *", "finance");
  type("Message *", "Please call me about backups.");
}

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

describe("ContactForm", () => {
  it("posts, never GETs, to the contact call when no script handles it", () => {
    render(<ContactForm phoneRequired={false} navigation={EMPTY_CONTACT_NAVIGATION} />);
    const form = screen.getByRole("form", { name: "Send us a Message" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/send-email");
  });

  it("requires the phone when the site settings say so", async () => {
    render(<ContactForm phoneRequired navigation={EMPTY_CONTACT_NAVIGATION} />);
    const phone = screen.getByLabelText("Phone *");
    expect(phone).toHaveAttribute("aria-required", "true");
    fillValid();
    fireEvent.submit(screen.getByRole("form", { name: "Send us a Message" }));
    expect(await screen.findByText(M.phoneRequired, { selector: "span" })).toBeVisible();
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute("aria-invalid", "true");
  });

  it("sends the composed body once and resets after success", async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200 }) as Response);
    global.fetch = fetchMock as unknown as typeof fetch;
    render(
      <ContactForm
        phoneRequired={false}
        navigation={{ assessmentResults: { "2": "Basic" }, selectedPlan: "Premium", message: "" }}
      />,
    );
    fillValid();
    fireEvent.change(screen.getByLabelText("Phone (optional)"), {
      target: { value: "0161 496 0000" },
    });
    await act(async () => {
      fireEvent.submit(screen.getByRole("form", { name: "Send us a Message" }));
    });
    expect(await screen.findByText(M.success)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      fullName: "Jo Bloggs",
      businessEmail: "jo@acme-engineering.co.uk",
      phone: "+441614960000",
      jobTitle: "Director",
      solutionType: ["cloud-solutions"],
      industry: "finance",
      message: "Please call me about backups.",
      assessmentResults: { "2": "Basic" },
      selectedPlan: "Premium",
      // The page it was sent from; no campaign details without analytics consent.
      sourcePage: "/",
      "g-recaptcha-response": "token-1",
      website: "",
      idempotencyKey: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/) as unknown,
    });
    expect(widget.reset).toHaveBeenCalled();
    expect(screen.getByLabelText("Full Name *")).toHaveValue("");
    expect(screen.getByLabelText("Cloud Solutions")).not.toBeChecked();
    expect(screen.queryByText("Assessment Results")).toBeNull();
  });

  it("sends every attempt of one enquiry with its key, and the next enquiry with a new one", async () => {
    let attempt = 0;
    const fetchMock = jest.fn(async () => {
      attempt += 1;
      // The first attempt's answer is lost on the way back.
      if (attempt === 1) throw new TypeError("Failed to fetch");
      return { ok: true, status: 200 } as Response;
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<ContactForm phoneRequired={false} navigation={EMPTY_CONTACT_NAVIGATION} />);
    const form = screen.getByRole("form", { name: "Send us a Message" });
    const send = async () => {
      await act(async () => {
        fireEvent.submit(form);
      });
    };
    fillValid();
    await send();
    expect(await screen.findByText(M.failure)).toBeVisible();
    await send();
    expect(await screen.findByText(M.success)).toBeVisible();
    fillValid();
    await send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const keys = fetchMock.mock.calls.map((call) => {
      const [, init] = call as unknown as [string, RequestInit];
      return (JSON.parse(String(init.body)) as { idempotencyKey: string }).idempotencyKey;
    });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
