/** @jest-environment jsdom */
import {
  SAVED_ASSESSMENT_KEY,
  clearSavedAssessment,
  parseSavedAssessment,
  readSavedAssessment,
  serialiseAssessment,
  writeSavedAssessment,
} from "./saved-assessment";

describe("saved assessment", () => {
  afterEach(() => window.sessionStorage.clear());

  it("round-trips step and answers", () => {
    const saved = { step: 4, answers: { 1: 0, 2: 3, 3: 1 } };
    expect(parseSavedAssessment(serialiseAssessment(saved))).toEqual(saved);
  });

  it("treats anything unreadable as nothing saved and drops bad answers", () => {
    for (const text of [
      null,
      "",
      "not json",
      "null",
      "[]",
      '{"step":"2","answers":{}}',
      '{"step":2}',
    ]) {
      expect(parseSavedAssessment(text)).toBeNull();
    }
    expect(parseSavedAssessment('{"step":2,"answers":{"1":9,"2":1,"3":"2","7":1,"4":-1}}')).toEqual(
      {
        step: 2,
        answers: { 2: 1 },
      },
    );
  });

  it("lives in the tab's sessionStorage until cleared", () => {
    expect(readSavedAssessment()).toBeNull();
    writeSavedAssessment({ step: 2, answers: { 1: 1 } });
    expect(window.sessionStorage.getItem(SAVED_ASSESSMENT_KEY)).toBe(
      '{"step":2,"answers":{"1":1}}',
    );
    expect(readSavedAssessment()).toEqual({ step: 2, answers: { 1: 1 } });
    clearSavedAssessment();
    expect(readSavedAssessment()).toBeNull();
  });

  it("survives a storage that throws", () => {
    const spy = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(() => writeSavedAssessment({ step: 1, answers: {} })).not.toThrow();
    spy.mockRestore();
    const get = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(readSavedAssessment()).toBeNull();
    get.mockRestore();
  });
});
