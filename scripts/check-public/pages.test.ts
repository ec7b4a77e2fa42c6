import { isCheckedPage } from "./pages";

describe("isCheckedPage", () => {
  it("skips not-found pages, the /About alias and the emergency-support redirect", () => {
    for (const path of [
      "/404",
      "/404.html",
      "/dev-404-page",
      "/About",
      "/services/emergency-support",
    ]) {
      expect(isCheckedPage(path)).toBe(false);
    }
    expect(isCheckedPage("/about")).toBe(true);
  });
});
