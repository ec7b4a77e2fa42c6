import {
  buildAcknowledgementMail,
  buildLeadMail,
  escapeHtml,
  headerSafe,
  mailErrorCode,
  type MailSettings,
} from "./mailer";
import type { LeadRecord } from "./outbox";

const settings: MailSettings = {
  leadsTo: "sales@northbridge.test",
  leadsFrom: "web@northbridge.test",
  siteUrl: "https://www.northbridge.test",
  brandName: "Northbridge IT",
  responseTime: "within one working day",
};

const record = (overrides: Partial<LeadRecord["submission"]> = {}): LeadRecord => ({
  id: "NB-20250703-7K3QX9MD",
  receivedAt: "2025-07-03T10:00:00.000Z",
  status: "pending",
  attempts: 0,
  clientAddress: "203.0.113.7",
  submission: {
    fullName: "Jo Bloggs",
    businessEmail: "jo@acme.co.uk",
    phone: "",
    jobTitle: "CTO",
    solutionType: ["private-ai", "governance-risk"],
    industry: "healthcare",
    message: "Secret plans for our AI rollout.",
    assessmentResults: { "5": "over £500,000", "1": "1-10 employees" },
    ...overrides,
  },
});

describe("headerSafe and escapeHtml", () => {
  it("removes line breaks and control characters from header values", () => {
    expect(headerSafe("a\r\nBcc: x@y.z")).toBe("a Bcc: x@y.z");
    expect(headerSafe("a\nb\rc\u0000d\u001fe\u007f")).toBe("a b cde");
  });

  it("removes C1 controls, bidi overrides and isolates, zero-width characters and separators", () => {
    expect(headerSafe("Jo\u001b[2J\u009b31m\u202eexe.pdf\u2066x\u2069")).toBe("Jo[2J31mexe.pdfx");
    expect(headerSafe("J\u200bo\u200c\u200d\u2060\ufeff")).toBe("Jo");
    expect(headerSafe("a\u2028Bcc: x\u2029y\u0085z")).toBe("a Bcc: x y z");
  });

  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("buildLeadMail", () => {
  it("lists the sending page and campaign details when the lead carries them", () => {
    const mail = buildLeadMail(
      record({
        sourcePage: "/contact",
        attribution: { landingPage: "/tools/uptime-guarantee", utm_campaign: "spring\r\nBcc: x" },
      }),
      settings,
    );
    expect(mail.text).toContain("Sent from: /contact");
    expect(mail.text).toContain("Landing page: /tools/uptime-guarantee");
    expect(mail.text).toContain("Campaign: spring Bcc: x");
  });

  it("names the plan in the subject only when one was chosen", () => {
    expect(buildLeadMail(record({ selectedPlan: "" }), settings).subject).toBe(
      "New enquiry: Jo Bloggs (Healthcare)",
    );
  });

  it("addresses sales, replies to the enquirer and lists everything", () => {
    const mail = buildLeadMail(record({ selectedPlan: "Premium" }), settings);
    expect(mail.to).toBe("sales@northbridge.test");
    expect(mail.from).toEqual({ name: "Northbridge IT website", address: "web@northbridge.test" });
    expect(mail.replyTo).toEqual({ name: "Jo Bloggs", address: "jo@acme.co.uk" });
    expect(mail.subject).toBe("New enquiry: Jo Bloggs (Healthcare) - Premium plan");
    expect(mail.text).toContain("Solutions: Private Generative AI, Governance & Risk");
    expect(mail.text).toContain("Selected plan: Premium");
    expect(mail.text).toContain("Phone: not given");
    // Answers in question order.
    expect(mail.text).toMatch(/Question 1: 1-10 employees\nQuestion 5: over £500,000/);
    expect(mail.text).toContain("Secret plans for our AI rollout.");
    expect(mail.html).toContain("Private Generative AI, Governance &amp; Risk");
    expect(mail.headers["X-Lead-Id"]).toBe("NB-20250703-7K3QX9MD");
  });

  it("marks a lead whose human check could not be done in its subject and body", () => {
    const mail = buildLeadMail({ ...record(), verification: "unverified" }, settings);
    expect(mail.subject).toBe("[unverified] New enquiry: Jo Bloggs (Healthcare)");
    expect(mail.text).toContain("Human verification: not checked");
    expect(mail.html).toContain("Human verification");
    const verified = buildLeadMail({ ...record(), verification: "verified" }, settings);
    expect(verified.subject).toBe("New enquiry: Jo Bloggs (Healthcare)");
    expect(verified.text).not.toContain("not checked");
  });

  it("keeps a stored name with bidi overrides or escapes out of the subject", () => {
    const mail = buildLeadMail(record({ fullName: "Jo\u202eBloggs\u001b[2J" }), settings);
    expect(mail.subject).toBe("New enquiry: JoBloggs[2J (Healthcare)");
    expect(mail.replyTo).toEqual({ name: "JoBloggs[2J", address: "jo@acme.co.uk" });
  });

  it("leaves out the plan and answers when there are none", () => {
    const mail = buildLeadMail(record({ assessmentResults: {} }), settings);
    expect(mail.text).not.toContain("Selected plan");
    expect(mail.text).not.toContain("Assessment answers");
    expect(mail.html).not.toContain("Assessment answers");
  });
});

describe("buildAcknowledgementMail", () => {
  it("gives reference, response time, topics and privacy link, but none of the visitor's words", () => {
    const mail = buildAcknowledgementMail(
      record({ fullName: "Visit www.spam.example now" }),
      settings,
    );
    expect(mail.to).toBe("jo@acme.co.uk");
    expect(mail.replyTo).toBe("sales@northbridge.test");
    expect(mail.subject).toBe(
      "Northbridge IT: we have received your enquiry (NB-20250703-7K3QX9MD)",
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("NB-20250703-7K3QX9MD");
      expect(part).toContain("within one working day");
      expect(part).toContain("Private Generative AI");
      expect(part).toContain("https://www.northbridge.test/PrivacyPolicy");
      expect(part).toContain("Northbridge IT");
      expect(part).not.toContain("Secret plans");
      expect(part).not.toContain("spam.example");
    }
    expect(mail.headers["Auto-Submitted"]).toBe("auto-generated");
  });
});

describe("mailErrorCode", () => {
  it("keeps codes and never addresses", () => {
    expect(mailErrorCode(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe(
      "ECONNREFUSED",
    );
    expect(mailErrorCode({ responseCode: 550, code: "bad code with jo@acme.co.uk" })).toBe(
      "SMTP_550",
    );
    expect(mailErrorCode("jo@acme.co.uk rejected")).toBe("MAIL_ERROR");
  });
});
