import { isIdempotencyKey } from "../src/lib/contact/idempotency-key";
import { storedIdempotencyKey } from "./enquiry-key";
import type { LeadSubmission } from "./outbox";

const FORM_KEY = "7K3QX9MD2H4P6R8T0V1W3Y5Z7A";

const fields = (): LeadSubmission => ({
  fullName: "Jo Bloggs",
  businessEmail: "jo@acme.co.uk",
  phone: "+447123456789",
  jobTitle: "CTO",
  solutionType: ["managed-it", "cyber-security"],
  industry: "retail",
  message: "Our tills are down, please call.",
  assessmentResults: { "1": "11-50 employees", "3": "Data security" },
  attribution: { landingPage: "/", utm_source: "news" },
});

describe("the stored idempotency key", () => {
  it("is itself a valid key, and the same for the same form key and fields in any order", () => {
    const key = storedIdempotencyKey(FORM_KEY, fields());
    expect(isIdempotencyKey(key)).toBe(true);
    expect(key).toHaveLength(43);
    const reordered = Object.fromEntries(Object.entries(fields()).reverse()) as LeadSubmission;
    reordered.assessmentResults = { "3": "Data security", "1": "11-50 employees" };
    expect(storedIdempotencyKey(FORM_KEY, reordered)).toBe(key);
  });

  it("differs when any field changes, or the form key does", () => {
    const key = storedIdempotencyKey(FORM_KEY, fields());
    const changes: Array<(f: LeadSubmission) => void> = [
      (f) => (f.businessEmail = "jo@acme.co.ul"),
      (f) => (f.message = `${f.message} `),
      (f) => (f.solutionType = ["cyber-security", "managed-it"]),
      (f) => (f.assessmentResults = { "1": "11-50 employees" }),
      (f) => (f.selectedPlan = "Standard"),
      (f) => delete f.attribution,
    ];
    for (const change of changes) {
      const changed = fields();
      change(changed);
      expect(storedIdempotencyKey(FORM_KEY, changed)).not.toBe(key);
    }
    expect(storedIdempotencyKey("ANOTHERKEY0ANOTHERKEY0ANOT", fields())).not.toBe(key);
  });
});
