import { CONTACT_MESSAGES as M } from "./schema";
import {
  interpretSendAnswer,
  NETWORK_FAILURE,
  SEND_EMAIL_PATH,
  sendContactMessage,
} from "./submit";

describe("interpretSendAnswer", () => {
  it("treats 200 as sent without reading the body", () => {
    expect(interpretSendAnswer(200, { errors: ["ignored"] })).toEqual({
      kind: "success",
      message: M.success,
    });
  });

  it("treats 202 as received, saying the mail may be late", () => {
    expect(interpretSendAnswer(202, { ok: true, queued: true })).toEqual({
      kind: "success",
      message: M.success,
      detail: M.acceptedMailDelayed,
    });
  });

  it("says no confirmation mail will come when the 202 answer says so", () => {
    for (const body of [
      { ok: true, acknowledgement: false },
      { ok: true, queued: true, acknowledgement: false },
    ]) {
      expect(interpretSendAnswer(202, body)).toEqual({
        kind: "success",
        message: M.success,
        detail: M.acceptedWithoutConfirmation,
      });
    }
  });

  it.each([
    ["no body (an older server)", undefined],
    ["an acknowledgement that is not false", { ok: true, acknowledgement: "false" }],
    ["an acknowledgement of true", { ok: true, acknowledgement: true }],
    ["not JSON", "<html>Accepted</html>"],
  ])("keeps the 'may take longer' note for a 202 with %s", (_label, body) => {
    expect(interpretSendAnswer(202, body)).toEqual({
      kind: "success",
      message: M.success,
      detail: M.acceptedMailDelayed,
    });
  });

  it("adds no note to a 200, whatever its body says", () => {
    expect(interpretSendAnswer(200, { ok: true, acknowledgement: false })).toEqual({
      kind: "success",
      message: M.success,
    });
  });

  it("maps any error mentioning phone (any case) to the phone hint", () => {
    for (const errors of [
      [M.phoneInvalid],
      ["Full name is required", "PHONE number is required"],
      ["Bad telephone"],
    ]) {
      expect(interpretSendAnswer(400, { errors })).toEqual({ kind: "phone", message: M.phoneHint });
    }
  });

  it("puts the server's per-field messages under their fields, the phone hint for the phone", () => {
    expect(
      interpretSendAnswer(400, {
        errors: [M.fullNameLength, M.phoneInvalid],
        fieldErrors: { fullName: M.fullNameLength, phone: M.phoneInvalid },
      }),
    ).toEqual({
      kind: "fields",
      fieldErrors: { fullName: M.fullNameLength, phone: M.phoneHint },
    });
  });

  it("ignores field errors for fields the form does not have, or that are not text", () => {
    expect(
      interpretSendAnswer(400, {
        errors: [M.rateLimited],
        fieldErrors: { __proto__: "x", form: M.submissionInvalid, fullName: 42 },
      }),
    ).toEqual({ kind: "error", message: M.rateLimited });
    expect(interpretSendAnswer(400, { errors: ["x"], fieldErrors: "fullName" })).toEqual({
      kind: "error",
      message: "x",
    });
  });

  it("joins other errors with a comma and a space", () => {
    expect(
      interpretSendAnswer(400, { errors: [M.fullNameRequired, M.businessEmailFreeMail] }),
    ).toEqual({ kind: "error", message: `${M.fullNameRequired}, ${M.businessEmailFreeMail}` });
    expect(interpretSendAnswer(429, { errors: [M.rateLimited] })).toEqual({
      kind: "error",
      message: M.rateLimited,
    });
  });

  it.each([
    ["no body", undefined],
    ["null", null],
    ["an HTML page", "<html>Bad Request</html>"],
    ["no errors key", { message: "nope" }],
    ["errors not a list", { errors: "Phone broken" }],
    ["an empty list", { errors: [] }],
    ["a list without text", { errors: [1, null, {}, "  "] }],
  ])("falls back to the failure message for %s", (_name, body) => {
    expect(interpretSendAnswer(400, body)).toEqual({ kind: "error", message: M.failure });
    expect(interpretSendAnswer(503, body)).toEqual({ kind: "error", message: M.failure });
  });

  it("ignores non-text entries but keeps the text ones", () => {
    expect(interpretSendAnswer(403, { errors: [42, M.verificationFailed] })).toEqual({
      kind: "error",
      message: M.verificationFailed,
    });
  });
});

function fakeResponse(status: number, json: () => Promise<unknown>): Response {
  return { ok: status >= 200 && status < 300, status, json } as unknown as Response;
}

describe("sendContactMessage", () => {
  const body = { fullName: "Jo Bloggs", phone: "+447123456789" };

  it("POSTs the body as JSON to /api/send-email", async () => {
    const fetchImpl = jest.fn(async () => fakeResponse(200, async () => ({ ok: true })));
    await expect(sendContactMessage(body, fetchImpl)).resolves.toEqual({
      kind: "success",
      message: M.success,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(SEND_EMAIL_PATH);
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it("does not read the body of a 200", async () => {
    const json = jest.fn(async () => ({}));
    await sendContactMessage(body, async () => fakeResponse(200, json));
    expect(json).not.toHaveBeenCalled();
  });

  it("reads a 202's body for whether a confirmation mail will follow", async () => {
    const withoutConfirmation = await sendContactMessage(body, async () =>
      fakeResponse(202, async () => ({ ok: true, queued: true, acknowledgement: false })),
    );
    expect(withoutConfirmation).toEqual({
      kind: "success",
      message: M.success,
      detail: M.acceptedWithoutConfirmation,
    });
    const delayed = await sendContactMessage(body, async () =>
      fakeResponse(202, async () => ({ ok: true, queued: true })),
    );
    expect(delayed).toEqual({ kind: "success", message: M.success, detail: M.acceptedMailDelayed });
  });

  it("still reports success when a 202's body cannot be read", async () => {
    const outcome = await sendContactMessage(body, async () =>
      fakeResponse(202, async () => {
        throw new SyntaxError("Unexpected end of JSON input");
      }),
    );
    expect(outcome).toEqual({ kind: "success", message: M.success, detail: M.acceptedMailDelayed });
  });

  it("reads the errors of a failure", async () => {
    const outcome = await sendContactMessage(body, async () =>
      fakeResponse(400, async () => ({ errors: [M.phoneInvalid] })),
    );
    expect(outcome).toEqual({ kind: "phone", message: M.phoneHint });
  });

  it("reports an unreadable failure body as the failure message", async () => {
    const outcome = await sendContactMessage(body, async () =>
      fakeResponse(500, async () => {
        throw new SyntaxError("Unexpected token <");
      }),
    );
    expect(outcome).toEqual({ kind: "error", message: M.failure });
  });

  it("reports a network failure as the failure message", async () => {
    const outcome = await sendContactMessage(body, async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(outcome).toBe(NETWORK_FAILURE);
    expect(outcome).toEqual({ kind: "error", message: M.failure });
  });
});
