/** @jest-environment jsdom */
import { siteLinkPath, type LinkClick } from "./site-link";

const origin = window.location.origin;

function clickOn(html: string, overrides: Partial<LinkClick> = {}): LinkClick {
  document.body.innerHTML = html;
  return {
    target: document.querySelector("[data-click]"),
    button: 0,
    defaultPrevented: false,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...overrides,
  };
}

describe("siteLinkPath", () => {
  it("opens a site link within the app, from anywhere inside the link", () => {
    expect(
      siteLinkPath(clickOn('<a href="/services/x"><span data-click>X</span></a>'), origin),
    ).toBe("/services/x");
    expect(siteLinkPath(clickOn('<a data-click href="/blogs?page=2#top">B</a>'), origin)).toBe(
      "/blogs?page=2#top",
    );
  });

  it("leaves the browser what it handles itself", () => {
    const link = '<a data-click href="/about">About</a>';
    expect(siteLinkPath(clickOn(link, { ctrlKey: true }), origin)).toBeNull();
    expect(siteLinkPath(clickOn(link, { metaKey: true }), origin)).toBeNull();
    expect(siteLinkPath(clickOn(link, { button: 1 }), origin)).toBeNull();
    expect(siteLinkPath(clickOn(link, { defaultPrevented: true }), origin)).toBeNull();
    expect(siteLinkPath(clickOn('<a data-click href="https://x.com/a">X</a>'), origin)).toBeNull();
    expect(
      siteLinkPath(clickOn('<a data-click target="_blank" href="/a">A</a>'), origin),
    ).toBeNull();
    expect(siteLinkPath(clickOn('<a data-click download href="/a.pdf">A</a>'), origin)).toBeNull();
    expect(siteLinkPath(clickOn('<a data-click href="#faq">FAQ</a>'), origin)).toBeNull();
    expect(siteLinkPath(clickOn("<p data-click>text</p>"), origin)).toBeNull();
  });
});
