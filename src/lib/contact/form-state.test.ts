import { validateYupSchema, yupToFormErrors } from "formik";
import {
  buildContactRequest,
  type ContactFormState,
  EMPTY_CONTACT_FORM,
  firstInvalidField,
  orderedErrors,
} from "./form-state";
import { CONTACT_MESSAGES as M, createContactSchema } from "./schema";

const filled = (): ContactFormState => ({
  ...EMPTY_CONTACT_FORM,
  fullName: "Jo Bloggs",
  businessEmail: "jo@acme-engineering.co.uk",
  phone: "7123456789",
  jobTitle: "Operations Director",
  solutionType: ["managed-it", "cyber-security"],
  industry: "manufacturing",
  message: "We need help moving our file server to the cloud.",
});

describe("EMPTY_CONTACT_FORM", () => {
  it("starts empty with the +44 prefix and an empty honeypot", () => {
    expect(EMPTY_CONTACT_FORM).toMatchObject({
      dialPrefix: "+44",
      phone: "",
      solutionType: [],
      industry: "",
      website: "",
      assessmentResults: {},
    });
  });
});

describe("buildContactRequest", () => {
  it("sends the phone as prefix + number, the token, and the honeypot", () => {
    const body = buildContactRequest(filled(), "tok");
    expect(body).toEqual({
      fullName: "Jo Bloggs",
      businessEmail: "jo@acme-engineering.co.uk",
      phone: "+447123456789",
      jobTitle: "Operations Director",
      solutionType: ["managed-it", "cyber-security"],
      industry: "manufacturing",
      message: "We need help moving our file server to the cloud.",
      assessmentResults: {},
      "g-recaptcha-response": "tok",
      website: "",
    });
    expect("dialPrefix" in body).toBe(false);
  });

  it("sends the enquiry's key when it has one", () => {
    const key = "7K3QX9MD2H4P6R8T0V1W3Y5Z7A";
    expect(buildContactRequest(filled(), "t", { idempotencyKey: key }).idempotencyKey).toBe(key);
    expect("idempotencyKey" in buildContactRequest(filled(), "t")).toBe(false);
  });

  it("sends an empty phone when no number was typed", () => {
    expect(buildContactRequest({ ...filled(), phone: "" }, "t").phone).toBe("");
  });

  it("includes the plan and answers only when they arrived", () => {
    const body = buildContactRequest(
      { ...filled(), selectedPlan: "Standard", assessmentResults: { "1": "1-10 employees" } },
      "t",
    );
    expect(body.selectedPlan).toBe("Standard");
    expect(body.assessmentResults).toEqual({ "1": "1-10 employees" });
    expect("selectedPlan" in buildContactRequest({ ...filled(), selectedPlan: "" }, "t")).toBe(
      false,
    );
  });
});

/** What the form's Formik does on submit: the shared schema over the form state. */
async function validateContactForm(
  values: ContactFormState,
  options: { phoneRequired: boolean },
): Promise<Record<string, unknown>> {
  try {
    await validateYupSchema(values, createContactSchema(options));
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe("the form state checked with the shared schema, as Formik does", () => {
  it("passes a filled form", async () => {
    expect(await validateContactForm(filled(), { phoneRequired: false })).toEqual({});
  });

  it("reports every required field of an empty form, in page order", async () => {
    const errors = await validateContactForm(EMPTY_CONTACT_FORM, { phoneRequired: false });
    expect(orderedErrors(errors)).toEqual([
      { field: "fullName", message: M.fullNameRequired },
      { field: "businessEmail", message: M.businessEmailRequired },
      { field: "jobTitle", message: M.jobTitleRequired },
      { field: "solutionType", message: M.solutionRequired },
      { field: "industry", message: M.industryRequired },
      { field: "message", message: M.messageRequired },
    ]);
    expect(firstInvalidField(errors)).toBe("fullName");
  });

  it("requires the phone only when the site settings say so", async () => {
    const noPhone = { ...filled(), phone: "" };
    expect(await validateContactForm(noPhone, { phoneRequired: false })).toEqual({});
    expect(await validateContactForm(noPhone, { phoneRequired: true })).toEqual({
      phone: M.phoneRequired,
    });
  });

  it("checks the phone with its dial prefix, as it will be sent", async () => {
    expect(
      await validateContactForm({ ...filled(), phone: "7123456789" }, { phoneRequired: false }),
    ).toEqual({});
    expect(
      await validateContactForm(
        { ...filled(), dialPrefix: "+1", phone: "7123456789" },
        { phoneRequired: false },
      ),
    ).toEqual({});
  });

  it("checks the composed phone number", async () => {
    expect(
      await validateContactForm({ ...filled(), phone: "12" }, { phoneRequired: false }),
    ).toEqual({
      phone: M.phoneInvalid,
    });
  });
});

describe("orderedErrors / firstInvalidField", () => {
  it("orders by page position, drops empty entries, puts unknown fields last", () => {
    const errors = { message: "m", form: "f", fullName: "", phone: "p", solutionType: "s" };
    expect(orderedErrors(errors).map((e) => e.field)).toEqual([
      "phone",
      "solutionType",
      "message",
      "form",
    ]);
    expect(firstInvalidField(errors)).toBe("phone");
    expect(firstInvalidField({})).toBeUndefined();
  });
});
