/** @jest-environment jsdom */
import { changedFormValues, readFormControls } from "./read-form-controls";

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector("form") as HTMLFormElement;
}

describe("readFormControls", () => {
  it("reads every kind of control by name", () => {
    const f = form(`
      <input name="fullName" value="Ada Lovelace">
      <input name="email" type="email" value="ada@example.co.uk">
      <input name="phone" type="tel" value="07123 456789">
      <textarea name="message">Hello there</textarea>
      <select name="industry"><option value="">Select</option><option value="finance" selected>Finance</option></select>
      <select name="tags" multiple><option value="a" selected>A</option><option value="b">B</option><option value="c" selected>C</option></select>
      <input type="checkbox" name="solutionType" value="cyber-security" checked>
      <input type="checkbox" name="solutionType" value="cloud-migration">
      <input type="checkbox" name="solutionType" value="private-ai" checked>
      <input type="radio" name="size" value="small">
      <input type="radio" name="size" value="large" checked>
      <input type="radio" name="other" value="x">
      <input type="hidden" name="token" value="secret">
      <input name="off" value="x" disabled>
      <button name="go" value="1">Go</button>
    `);
    expect(readFormControls(f)).toEqual({
      fullName: "Ada Lovelace",
      email: "ada@example.co.uk",
      phone: "07123 456789",
      message: "Hello there",
      industry: "finance",
      tags: ["a", "c"],
      solutionType: ["cyber-security", "private-ai"],
      size: "large",
      other: "",
    });
  });

  it("gives an empty list for a checkbox group with nothing ticked", () => {
    const f = form(`<input type="checkbox" name="topics" value="a">`);
    expect(readFormControls(f)).toEqual({ topics: [] });
  });
});

describe("changedFormValues", () => {
  const state = { name: "", topics: [] as string[], plan: "Basic" };

  it("keeps only fields the state knows whose value differs, of the same shape", () => {
    expect(
      changedFormValues(state, {
        name: "Ada",
        topics: ["a"],
        plan: "Basic",
        unknown: "x",
      }),
    ).toEqual({ name: "Ada", topics: ["a"] });
  });

  it("ignores a value of another shape", () => {
    expect(changedFormValues(state, { name: ["a"], topics: "a" })).toEqual({});
  });

  it("finds nothing when the DOM matches", () => {
    expect(changedFormValues(state, { name: "", topics: [] })).toEqual({});
  });
});
