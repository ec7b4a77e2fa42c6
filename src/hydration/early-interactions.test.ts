/** @jest-environment jsdom */
import {
  holdTarget,
  replayInteraction,
  resolveHeldTarget,
  takeEarlyInteractions,
} from "./early-interactions";
import { FIRST_SCRIPT } from "./inline-scripts.generated";

beforeAll(() => {
  // The first script as the head runs it (compiled from inline/), once per document.
  new Function(FIRST_SCRIPT)();
});

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
  window.__earlyInteractions?.splice(0);
  document.body.innerHTML = `
    <div id="part"><button id="open" type="button">Open</button></div>
    <form id="f"><input id="name" name="name"><button id="send">Send</button></form>
    <a id="link" href="#x">Link</a>
    <a id="tab" role="tab" href="/lists/two"><span id="tab-title">Two</span></a>
    <a id="search" href="/search" aria-haspopup="dialog"><svg id="search-icon"></svg></a>`;
});

const click = (id: string) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  document.getElementById(id)?.dispatchEvent(event);
  return event;
};

describe("the early interactions script", () => {
  it("holds a button click before hydration, stopping its default", () => {
    const event = click("open");
    expect(event.defaultPrevented).toBe(true);
    expect(window.__earlyInteractions).toEqual([
      { type: "click", target: document.getElementById("open") },
    ]);
  });

  it("holds a submit, so the form is not posted to the page's own URL", () => {
    const event = new Event("submit", { bubbles: true, cancelable: true });
    document.getElementById("f")?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(window.__earlyInteractions?.map((i) => i.type)).toEqual(["submit"]);
  });

  it("holds a tap on a link that opens a popup once the page runs, on its icon too", () => {
    expect(click("search").defaultPrevented).toBe(true);
    expect(click("search-icon").defaultPrevented).toBe(true);
    expect(window.__earlyInteractions?.map((i) => i.target.id)).toEqual(["search", "search-icon"]);
  });

  it("leaves links and form controls alone", () => {
    expect(click("link").defaultPrevented).toBe(false);
    expect(click("name").defaultPrevented).toBe(false);
    expect(window.__earlyInteractions).toEqual([]);
  });

  it("holds a tab that is a link, so it shows its panel in place once hydrated", () => {
    expect(click("tab-title").defaultPrevented).toBe(true);
    expect(window.__earlyInteractions).toEqual([
      { type: "click", target: document.getElementById("tab-title") },
    ]);
  });

  it("does nothing once the page has hydrated", () => {
    document.documentElement.dataset.hydrated = "true";
    expect(click("open").defaultPrevented).toBe(false);
    expect(window.__earlyInteractions).toEqual([]);
  });
});

describe("takeEarlyInteractions and replayInteraction", () => {
  it("hands each part only its own, leaving the rest", () => {
    click("open");
    click("send");
    const part = document.getElementById("part") as HTMLElement;
    const mine = takeEarlyInteractions((t) => part.contains(t));
    expect(mine.map((i) => i.target.id)).toEqual(["open"]);
    expect(window.__earlyInteractions?.map((i) => i.target.id)).toEqual(["send"]);
  });

  it("replays a click on the element and a submit through requestSubmit", () => {
    const clicked = jest.fn();
    const button = document.getElementById("open") as HTMLButtonElement;
    button.addEventListener("click", clicked);
    document.documentElement.dataset.hydrated = "true";
    replayInteraction("click", button);
    expect(clicked).toHaveBeenCalledTimes(1);
    const form = document.getElementById("f") as HTMLFormElement;
    form.requestSubmit = jest.fn();
    replayInteraction("submit", form);
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
  });

  it("replays a tap on a button's icon (an SVG element) from the icon, so the button hears it", () => {
    document.body.innerHTML = `<button id="menu" type="button"><svg><path id="bar"></path></svg></button>`;
    const heard: Array<Element | null> = [];
    document
      .getElementById("menu")
      ?.addEventListener("click", (event) => heard.push(event.target as Element));
    click("bar");
    const [held] = takeEarlyInteractions(() => true);
    document.documentElement.dataset.hydrated = "true";
    replayInteraction(held.type, held.target);
    expect(heard).toEqual([document.getElementById("bar")]);
  });

  it("replays with the browser's own activation: a checkbox's click ticks it", () => {
    document.body.innerHTML = `<input id="tick" type="checkbox">`;
    const box = document.getElementById("tick") as HTMLInputElement;
    replayInteraction("click", box);
    expect(box.checked).toBe(true);
  });
});

describe("holdTarget and resolveHeldTarget", () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="bar"><button id="theme"><svg id="moon"></svg></button></div>`;
  });

  it("keep the element tapped while it is in the document", () => {
    const held = holdTarget(document.getElementById("moon") as Element);
    expect(resolveHeldTarget(held)).toBe(document.getElementById("moon"));
  });

  it("fall back to the control around it once React has replaced what is inside", () => {
    const held = holdTarget(document.getElementById("moon") as Element);
    (document.getElementById("theme") as HTMLElement).innerHTML = `<svg id="sun"></svg>`;
    expect(resolveHeldTarget(held)).toBe(document.getElementById("theme"));
  });

  it("fall back to the given finder when the control is gone too", () => {
    const held = holdTarget(document.getElementById("moon") as Element);
    (document.getElementById("bar") as HTMLElement).innerHTML = `<button id="fresh"></button>`;
    expect(resolveHeldTarget(held)).toBeNull();
    expect(resolveHeldTarget(held, () => document.getElementById("fresh"))).toBe(
      document.getElementById("fresh"),
    );
  });
});
