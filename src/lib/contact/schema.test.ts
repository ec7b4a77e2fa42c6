import fc from "fast-check";
import services from "../../../content/services.json";
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGES as M,
  createContactSchema,
  HONEYPOT_FIELD,
  INDUSTRY_OPTIONS,
  isFreeMailDomain,
  SOLUTION_OPTIONS,
  validateContactSubmission,
} from "./schema";

const valid = () => ({
  fullName: "Jo Bloggs",
  businessEmail: "jo.bloggs@acme-engineering.co.uk",
  phone: "+447123456789",
  jobTitle: "Operations Director",
  solutionType: ["cyber-security", "managed-it"],
  industry: "manufacturing",
  message: "We need help moving our file server to the cloud.",
  assessmentResults: { "1": "11-50 employees", "3": "Data security" },
  "g-recaptcha-response": "token-123",
});

type Input = Record<string, unknown>;

function errorsFor(input: Input, phoneRequired = false) {
  const result = validateContactSubmission(input, { phoneRequired });
  if (result.ok) return { fieldErrors: {} as Record<string, string>, messages: [] as string[] };
  return result;
}

function fieldError(field: string, value: unknown, phoneRequired = false): string | undefined {
  return errorsFor({ ...valid(), [field]: value }, phoneRequired).fieldErrors[field];
}

const chars = (n: number) => "x".repeat(n);

describe("option lists", () => {
  it("offers each service of content/services.json by its solution key and title, in its order", () => {
    expect(SOLUTION_OPTIONS).toEqual(
      services.map((service) => ({ value: service.solutionKey, label: service.title })),
    );
  });

  it("offers the requirements' launch solutions", () => {
    expect(SOLUTION_OPTIONS.map((o) => o.value)).toEqual(
      expect.arrayContaining([
        "cyber-security",
        "cloud-migration",
        "cloud-transformation",
        "private-ai",
        "monitoring-backup",
        "managed-it",
        "disaster-recovery",
        "firewall-security",
        "governance-risk",
        "remote-support",
        "upgrades-migrations",
        "it-consulting",
        "lifebuoy",
        "cloud-solutions",
      ]),
    );
  });

  it("names the honeypot field", () => {
    expect(HONEYPOT_FIELD).toBe("website");
  });
});

describe("messages", () => {
  it("uses the agreed wording", () => {
    expect(M).toMatchObject({
      fullNameRequired: "Full name is required",
      fullNameLength: "Name must be between 2 and 100 characters",
      businessEmailRequired: "Business email is required",
      businessEmailInvalid: "Invalid business email address",
      businessEmailFreeMail: "Please use your business email address",
      phoneRequired: "Phone number is required",
      phoneInvalid: "Invalid phone number format",
      phoneHint: "Enter without the leading 0 or country code (e.g. 7123 456789)",
      jobTitleRequired: "Job title is required",
      jobTitleLength: "Job title must be between 2 and 100 characters",
      messageRequired: "Message is required",
      messageLength: "Message must be between 10 and 2000 characters",
      industryRequired: "Industry is required",
      solutionRequired: "Please select at least one solution",
      humanVerification: "Please verify that you are human!",
      success: "Message sent successfully! We'll get back to you soon.",
      failure: "Failed to send message. Please try again later.",
    });
  });

  it("mentions 'phone' only in phone messages (the form maps those to the phone hint)", () => {
    const phoneKeys = Object.entries(M)
      .filter(([, text]) => /phone/i.test(text))
      .map(([key]) => key)
      .sort();
    expect(phoneKeys).toEqual(["phoneInvalid", "phoneRequired"]);
  });
});

describe("a valid submission", () => {
  it("passes and comes back cleaned", () => {
    const result = validateContactSubmission(
      { ...valid(), fullName: "  Jo Bloggs  ", message: "  We need help with backups.  " },
      { phoneRequired: false },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid(),
        fullName: "Jo Bloggs",
        message: "We need help with backups.",
      },
    });
  });

  it("keeps a selected plan and drops an empty one", () => {
    const withPlan = validateContactSubmission(
      { ...valid(), selectedPlan: "Standard" },
      { phoneRequired: false },
    );
    expect(withPlan.ok && withPlan.value.selectedPlan).toBe("Standard");
    const empty = validateContactSubmission(
      { ...valid(), selectedPlan: "" },
      { phoneRequired: false },
    );
    expect(empty.ok && "selectedPlan" in empty.value).toBe(false);
  });

  it("drops unknown fields and passes the token through as a string", () => {
    const result = validateContactSubmission(
      { ...valid(), admin: true, [HONEYPOT_FIELD]: "" },
      { phoneRequired: false },
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Object.keys(result.value).sort()).toEqual(
        [...Object.keys(valid()), "assessmentResults"]
          .filter((k, i, a) => a.indexOf(k) === i)
          .sort(),
      );
    }
    const noToken = validateContactSubmission(
      { ...valid(), "g-recaptcha-response": 42 },
      { phoneRequired: false },
    );
    expect(noToken.ok && noToken.value["g-recaptcha-response"]).toBe("");
  });

  it("keeps readable campaign details and the sending page, and drops unreadable ones without refusing", () => {
    const attribution = { landingPage: "/services/cyber-security", utm_source: "linkedin" };
    const kept = validateContactSubmission(
      { ...valid(), attribution, sourcePage: "/contact" },
      { phoneRequired: false },
    );
    expect(kept.ok && kept.value.attribution).toEqual(attribution);
    expect(kept.ok && kept.value.sourcePage).toBe("/contact");
    for (const bad of [
      "x",
      [attribution],
      { utm_source: "no landing page" },
      { ...attribution, admin: "yes" },
      { landingPage: chars(201) },
    ]) {
      const result = validateContactSubmission(
        { ...valid(), attribution: bad, sourcePage: "javascript:alert(1)" },
        { phoneRequired: false },
      );
      expect(result.ok).toBe(true);
      expect(result.ok && "attribution" in result.value).toBe(false);
      expect(result.ok && "sourcePage" in result.value).toBe(false);
    }
  });

  it("defaults missing assessment results to an empty map", () => {
    const input: Input = valid();
    delete input.assessmentResults;
    const result = validateContactSubmission(input, { phoneRequired: false });
    expect(result.ok && result.value.assessmentResults).toEqual({});
  });
});

describe.each([
  ["fullName", M.fullNameRequired, M.fullNameLength],
  ["jobTitle", M.jobTitleRequired, M.jobTitleLength],
])("%s", (field, required, length) => {
  it.each([undefined, null, "", "   "])("is required (%j)", (value) => {
    expect(fieldError(field, value)).toBe(required);
  });

  it("rejects 1 character, accepts 2 and 100, rejects 101", () => {
    expect(fieldError(field, chars(1))).toBe(length);
    expect(fieldError(field, chars(2))).toBeUndefined();
    expect(fieldError(field, chars(100))).toBeUndefined();
    expect(fieldError(field, chars(101))).toBe(length);
  });

  it("measures the trimmed value", () => {
    expect(fieldError(field, ` ${chars(1)} `)).toBe(length);
    expect(fieldError(field, `  ${chars(100)}  `)).toBeUndefined();
  });

  it("rejects non-text values with the length message", () => {
    expect(fieldError(field, 12345)).toBe(length);
    expect(fieldError(field, ["Jo"])).toBe(length);
    expect(fieldError(field, { toString: 1 })).toBe(length);
  });
});

describe("message", () => {
  it.each([undefined, "", "    "])("is required (%j)", (value) => {
    expect(fieldError("message", value)).toBe(M.messageRequired);
  });

  it("rejects 9 characters, accepts 10 and 2000, rejects 2001", () => {
    expect(fieldError("message", chars(9))).toBe(M.messageLength);
    expect(fieldError("message", chars(10))).toBeUndefined();
    expect(fieldError("message", chars(2000))).toBeUndefined();
    expect(fieldError("message", chars(2001))).toBe(M.messageLength);
  });
});

describe("hidden and control characters", () => {
  const ESC = "\u001b";

  it.each([
    ["fullName", `Jo${ESC}[2J Bloggs`, M.fullNameCharacters],
    ["fullName", "Jo\u202eBloggs", M.fullNameCharacters],
    ["fullName", "Jo\nBloggs", M.fullNameCharacters],
    ["fullName", "Jo\u200bBloggs", M.fullNameCharacters],
    ["fullName", "Jo\u0085Bloggs", M.fullNameCharacters],
    ["jobTitle", "CTO\u0000", M.jobTitleCharacters],
    ["jobTitle", "CTO\u2028CEO", M.jobTitleCharacters],
    ["businessEmail", "jo\u200b@acme.co.uk", M.businessEmailInvalid],
    ["businessEmail", `jo@acme.co.uk${ESC}`, M.businessEmailInvalid],
    ["message", `Please help${ESC}[2J with our backups`, M.messageCharacters],
    ["message", "Please help \u202ewith our backups", M.messageCharacters],
    ["message", "Please help \u2066with\u2069 our backups", M.messageCharacters],
    ["message", "Please help\u0085with our backups", M.messageCharacters],
    ["selectedPlan", "Standard\u202e", M.selectedPlanInvalid],
    ["assessmentResults", { "1": `11-50${ESC}[2J` }, M.assessmentResultsInvalid],
  ])("refuses %s %j with its own message", (field, value, message) => {
    expect(typeof message).toBe("string");
    expect(fieldError(field, value)).toBe(message);
  });

  it.each([
    ["fullName", "Jo\ud800 Bloggs", M.fullNameCharacters],
    ["jobTitle", "\udc00CTO", M.jobTitleCharacters],
    ["message", "Please call me \ud83d back about our backups", M.messageCharacters],
    ["message", "Please call me\u0000 back about our backups", M.messageCharacters],
    ["selectedPlan", "Standard\ud800", M.selectedPlanInvalid],
    ["assessmentResults", { "2": "Cloud\udfff" }, M.assessmentResultsInvalid],
  ])(
    "refuses NUL or a lone surrogate in %s %j: no store could keep it",
    (field, value, message) => {
      expect(fieldError(field, value)).toBe(message);
    },
  );

  it("keeps characters made of a surrogate pair", () => {
    expect(fieldError("message", "Thanks for the help so far 😀")).toBeUndefined();
    expect(fieldError("fullName", "Jo 𝒥oe")).toBeUndefined();
  });

  it("cleans NUL and lone surrogates out of the campaign details rather than refusing the enquiry", () => {
    const result = validateContactSubmission(
      { ...valid(), attribution: { landingPage: "/", utm_source: "ads\u0000\ud800" } },
      { phoneRequired: false },
    );
    expect(result.ok && result.value.attribution).toEqual({ landingPage: "/", utm_source: "ads" });
  });

  it("keeps line breaks and tabs in the message", () => {
    expect(fieldError("message", "Line one\r\nLine two\n\tand more")).toBeUndefined();
  });

  it.each([
    "\u200b\u200b\u200b",
    " \u200d\ufeff ",
    "\u202e\u202c\u2066\u2069",
    "\u3164\u3164\u3164",
    "\u2800\u2800",
    "\uffa0\uffa0\uffa0",
    "\u0301\u0302\u0303",
    "\u115f\u1160 \u3164",
  ])("counts a name of invisible characters or fillers only (%j) as missing", (value) => {
    expect(fieldError("fullName", value)).toBe(M.fullNameRequired);
    expect(fieldError("jobTitle", value)).toBe(M.jobTitleRequired);
    expect(fieldError("businessEmail", value)).toBe(M.businessEmailRequired);
  });

  it("says what is wrong without mentioning the phone", () => {
    for (const text of [M.fullNameCharacters, M.jobTitleCharacters, M.messageCharacters]) {
      expect(text).toMatch(/hidden|control/);
    }
  });
});

describe("businessEmail", () => {
  it.each([undefined, "", "  "])("is required (%j)", (value) => {
    expect(fieldError("businessEmail", value)).toBe(M.businessEmailRequired);
  });

  it.each([
    "plainaddress",
    "jo@",
    "@acme.co.uk",
    "jo@acme",
    "jo@@acme.co.uk",
    "jo bloggs@acme.co.uk",
    "jo@acme..co.uk",
    "jo@-acme.co.uk",
    "jo@acme.co.uk\r\nBcc: victim@example.com",
    `${chars(250)}@acme.co.uk`,
  ])("rejects the malformed %j", (value) => {
    expect(fieldError("businessEmail", value)).toBe(M.businessEmailInvalid);
  });

  it("reports a malformed free-mail address as malformed (first rule wins)", () => {
    expect(fieldError("businessEmail", "jo@gmail")).toBe(M.businessEmailInvalid);
  });

  it.each([
    "jo@gmail.com",
    "jo@googlemail.com",
    "jo@gmail.co.uk",
    "jo@yahoo.com",
    "jo@yahoo.co.uk",
    "jo@yahoo.fr",
    "jo@yahoo.com.au",
    "jo@mail.yahoo.com",
    "jo@hotmail.com",
    "jo@hotmail.co.uk",
    "jo@hotmail.fr",
    "jo@outlook.com",
    "jo@outlook.co.uk",
    "jo@outlook.de",
    "JO@GMAIL.COM",
    "Jo@Outlook.Co.Uk",
    "  jo@gmail.com  ",
  ])("rejects the free-mail %j", (value) => {
    expect(fieldError("businessEmail", value)).toBe(M.businessEmailFreeMail);
  });

  it.each([
    "jo@notgmail.com",
    "jo@outlookconsulting.co.uk",
    "jo@gmail-partners.co.uk",
    "jo@yahoos.com",
    "jo@myhotmail.co.uk",
    "jo@outlook.acme-engineering.co.uk",
    "gmail@acme.co.uk",
    "jo.bloggs+leads@acme.com",
    "jo@nhs.net",
  ])("accepts the business address %j", (value) => {
    expect(fieldError("businessEmail", value)).toBeUndefined();
  });

  it("isFreeMailDomain is case-insensitive and label-exact", () => {
    expect(isFreeMailDomain("GMAIL.COM")).toBe(true);
    expect(isFreeMailDomain("eu.mail.yahoo.co.uk")).toBe(true);
    expect(isFreeMailDomain("yahoo.acme.co.uk")).toBe(false);
    expect(isFreeMailDomain("mail.yahoo.co.uk")).toBe(true);
    expect(isFreeMailDomain("gmailx.com")).toBe(false);
  });
});

describe("phone", () => {
  it("is optional unless required", () => {
    expect(fieldError("phone", undefined)).toBeUndefined();
    expect(fieldError("phone", "")).toBeUndefined();
    expect(fieldError("phone", null)).toBeUndefined();
    expect(fieldError("phone", undefined, true)).toBe(M.phoneRequired);
    expect(fieldError("phone", "", true)).toBe(M.phoneRequired);
    expect(fieldError("phone", "  ", true)).toBe(M.phoneRequired);
    expect(fieldError("phone", "+447123456789", true)).toBeUndefined();
  });

  it.each([
    "+447123456789",
    "+442079460958",
    "7123456789",
    "123-456-7890",
    "(123) 456-7890",
    "123.456.7890",
    "123 456 789012",
    "+12125551234",
  ])("accepts %j", (value) => {
    expect(fieldError("phone", value)).toBeUndefined();
  });

  it.each([
    "12345",
    "abc",
    "+44 7123 456789",
    "1234567890123",
    "123456789",
    "++447123456789",
    "07123 4567890 ext 2",
  ])("rejects %j", (value) => {
    expect(fieldError("phone", value)).toBe(M.phoneInvalid);
    expect(fieldError("phone", value, true)).toBe(M.phoneInvalid);
  });

  it("rejects a non-text phone with the format message", () => {
    expect(fieldError("phone", 447123456789)).toBe(M.phoneInvalid);
  });
});

describe("solutionType", () => {
  it.each([undefined, null, []])("needs at least one (%j)", (value) => {
    expect(fieldError("solutionType", value)).toBe(M.solutionRequired);
  });

  it("accepts every listed solution, alone and together", () => {
    for (const { value } of SOLUTION_OPTIONS) {
      expect(fieldError("solutionType", [value])).toBeUndefined();
    }
    expect(
      fieldError(
        "solutionType",
        SOLUTION_OPTIONS.map((o) => o.value),
      ),
    ).toBeUndefined();
  });

  it.each([["bogus"], ["cyber-security", "bogus"], "cyber-security", [1], { 0: "lifebuoy" }])(
    "rejects values outside the list (%j)",
    (value) => {
      expect(fieldError("solutionType", value)).toBe(M.solutionInvalid);
    },
  );

  it("keeps one of each ticked value", () => {
    const result = validateContactSubmission(
      { ...valid(), solutionType: ["lifebuoy", "lifebuoy", "private-ai"] },
      { phoneRequired: false },
    );
    expect(result.ok && result.value.solutionType).toEqual(["lifebuoy", "private-ai"]);
  });
});

describe("industry", () => {
  it.each([undefined, null, ""])("is required (%j)", (value) => {
    expect(fieldError("industry", value)).toBe(M.industryRequired);
  });

  it("accepts every listed industry", () => {
    for (const { value } of INDUSTRY_OPTIONS) expect(fieldError("industry", value)).toBeUndefined();
  });

  it.each(["banana", "Healthcare", 3, ["retail"]])("rejects %j", (value) => {
    expect(fieldError("industry", value)).toBe(M.industryInvalid);
  });
});

describe("assessmentResults", () => {
  const answers = { "1": "a", "2": "b", "3": "c", "4": "d", "5": "e" };

  it.each([undefined, null, {}, { "2": "x" }, answers, { "1": chars(200) }])(
    "accepts %j",
    (value) => {
      expect(fieldError("assessmentResults", value)).toBeUndefined();
    },
  );

  it.each([
    { "6": "x" },
    { "0": "x" },
    { one: "x" },
    { "1": 5 },
    { "1": ["a"] },
    { "1": chars(201) },
    { ...answers, "6": "f" },
    ["a", "b"],
    "1: a",
    42,
  ])("rejects %j", (value) => {
    expect(fieldError("assessmentResults", value)).toBe(M.assessmentResultsInvalid);
  });
});

describe("selectedPlan", () => {
  it("accepts up to 50 characters and rejects more or non-text", () => {
    expect(fieldError("selectedPlan", chars(50))).toBeUndefined();
    expect(fieldError("selectedPlan", chars(51))).toBe(M.selectedPlanInvalid);
    expect(fieldError("selectedPlan", 3)).toBe(M.selectedPlanInvalid);
  });
});

describe("reporting", () => {
  it("reports one message per failing field, in form order", () => {
    const result = errorsFor({ solutionType: [], phone: "nope", message: "short", industry: "x" });
    expect(result.messages).toEqual([
      M.fullNameRequired,
      M.businessEmailRequired,
      M.phoneInvalid,
      M.jobTitleRequired,
      M.solutionRequired,
      M.industryInvalid,
      M.messageLength,
    ]);
    expect(Object.keys(result.fieldErrors)).toHaveLength(result.messages.length);
  });

  it.each([null, undefined, [], [valid()], 42, "text", true])(
    "answers a non-object (%j) with one message",
    (input) => {
      expect(validateContactSubmission(input, { phoneRequired: false })).toEqual({
        ok: false,
        fieldErrors: { form: M.submissionInvalid },
        messages: [M.submissionInvalid],
      });
    },
  );

  it("ignores prototype-pollution keys and pollutes nothing", () => {
    const input: unknown = JSON.parse(
      `{"__proto__":{"polluted":true,"fullName":"x"},"constructor":{"prototype":{"polluted":true}},` +
        `"fullName":"Jo Bloggs","businessEmail":"jo@acme.co.uk","jobTitle":"CTO",` +
        `"solutionType":["lifebuoy"],"industry":"retail","message":"Please call me back.",` +
        `"assessmentResults":{"__proto__":{"polluted":true}}}`,
    );
    const result = validateContactSubmission(input, { phoneRequired: false });
    expect(result.ok).toBe(false);
    expect(result.ok || result.fieldErrors).toEqual({
      assessmentResults: M.assessmentResultsInvalid,
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted")).toBe(false);
  });

  it("never throws, whatever the input", () => {
    const field = fc.constantFrom(
      ...CONTACT_FIELDS,
      "g-recaptcha-response",
      "__proto__",
      "toString",
    );
    const value = fc.oneof(
      fc.anything(),
      fc.string({ maxLength: 3000 }),
      fc.array(fc.string()),
      fc.dictionary(fc.string(), fc.anything()),
      fc.constant({ toString: 1 }),
      fc.constant({ valueOf: null, toString: null }),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.dictionary(field, value)),
        fc.boolean(),
        (input, req) => {
          const result = validateContactSubmission(input, { phoneRequired: req });
          if (!result.ok) {
            expect(result.messages.length).toBeGreaterThan(0);
            expect(result.messages.every((m) => typeof m === "string")).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("handles huge strings quickly", () => {
    const huge = "a".repeat(1_000_000);
    const started = Date.now();
    const result = errorsFor({
      ...valid(),
      fullName: huge,
      businessEmail: `${huge}@${huge}.com`,
      phone: huge,
      message: huge,
    });
    expect(result.fieldErrors).toEqual({
      fullName: M.fullNameLength,
      businessEmail: M.businessEmailInvalid,
      phone: M.phoneInvalid,
      message: M.messageLength,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("createContactSchema in the browser (Formik-style)", () => {
  it("reports required messages for empty form values turned into undefined", async () => {
    const schema = createContactSchema({ phoneRequired: false });
    // Formik turns "" into undefined before validating.
    const formValues = {
      fullName: undefined,
      businessEmail: undefined,
      phone: undefined,
      jobTitle: undefined,
      solutionType: [],
      industry: undefined,
      message: undefined,
      assessmentResults: {},
    };
    const error = await schema.validate(formValues, { abortEarly: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const inner = (error as { inner: Array<{ path: string; message: string }> }).inner;
    const byPath = Object.fromEntries(inner.map((e) => [e.path, e.message]));
    expect(byPath).toEqual({
      fullName: M.fullNameRequired,
      businessEmail: M.businessEmailRequired,
      jobTitle: M.jobTitleRequired,
      solutionType: M.solutionRequired,
      industry: M.industryRequired,
      message: M.messageRequired,
    });
  });

  it("accepts the form's local phone number as well as the composed one", async () => {
    const schema = createContactSchema({ phoneRequired: true });
    await expect(schema.validate({ ...valid(), phone: "7123456789" })).resolves.toBeTruthy();
    await expect(schema.validate({ ...valid(), phone: "+447123456789" })).resolves.toBeTruthy();
  });
});
