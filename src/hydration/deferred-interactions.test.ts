/** @jest-environment jsdom */
import {
  elementAtPath,
  elementPath,
  hasNativeAction,
  holdInteractionsUntilMounted,
  type DeferredPart,
} from "./deferred-interactions";

function fakePart() {
  const listeners = new Set<() => void>();
  const state = { opened: 0, ready: false, mounted: false };
  const part: DeferredPart = {
    open: () => {
      state.opened += 1;
    },
    isReady: () => state.ready,
    isMounted: () => state.mounted,
    onMounted: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const mount = () => {
    state.mounted = true;
    for (const listener of [...listeners]) listener();
  };
  return { part, state, mount };
}

function render(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById("root") as HTMLElement;
}

describe("element paths", () => {
  it("finds the same element again from its path", () => {
    const root = render(
      `<section><h2>t</h2><ul><li>a</li><li><button>b</button></li></ul></section>`,
    );
    const button = root.querySelector("button") as Element;
    const path = elementPath(root, button);
    expect(path).toEqual([0, 1, 1, 0]);
    expect(elementAtPath(root, path)).toBe(button);
  });

  it("gives an empty path for an element outside the root", () => {
    const root = render(`<p>x</p>`);
    const outside = document.createElement("span");
    document.body.append(outside);
    expect(elementPath(root, outside)).toEqual([]);
  });
});

describe("hasNativeAction", () => {
  it("leaves links and form controls to the browser, but not buttons", () => {
    const root = render(
      `<a href="/x"><span id="s">x</span></a><input id="i"><label id="l">L</label><button id="b"><svg id="v"></svg></button><div id="d"></div>`,
    );
    const byId = (id: string) => root.querySelector(`#${id}`) as Element;
    expect(hasNativeAction(byId("s"))).toBe(true);
    expect(hasNativeAction(byId("i"))).toBe(true);
    expect(hasNativeAction(byId("l"))).toBe(true);
    expect(hasNativeAction(byId("b"))).toBe(false);
    expect(hasNativeAction(byId("v"))).toBe(false);
    expect(hasNativeAction(byId("d"))).toBe(false);
  });
});

describe("holdInteractionsUntilMounted", () => {
  it("holds a click on a part that is not ready and replays it on the same element once mounted", () => {
    const root = render(`<button id="toggle">Open</button>`);
    const { part, state, mount } = fakePart();
    holdInteractionsUntilMounted(root, part, { openWhenIdle: false });
    const button = root.querySelector("button") as HTMLButtonElement;
    const clicks: boolean[] = [];
    button.addEventListener("click", (event) => clicks.push(event.isTrusted || true));

    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(clicks).toHaveLength(0);
    expect(state.opened).toBeGreaterThan(0);

    jest.useFakeTimers();
    mount();
    expect(clicks).toHaveLength(0);
    jest.runAllTimers();
    jest.useRealTimers();
    expect(clicks).toHaveLength(1);
    expect(root.dataset.partMounted).toBe("true");
  });

  it("replays on the element tapped even when hydration moved it (a sibling layout dropped)", () => {
    const root = render(
      `<div><ol id="desktop"><li><button>Step</button></li></ol><ol id="phone"><li><button>Step</button></li></ol><button id="play"><svg><path></path></svg>Play</button></div>`,
    );
    const { part, mount } = fakePart();
    holdInteractionsUntilMounted(root, part, { openWhenIdle: false });
    const play = root.querySelector("#play") as HTMLButtonElement;
    const icon = play.querySelector("path") as Element;
    icon.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    const clicked: Element[] = [];
    root.addEventListener("click", (event) => clicked.push(event.target as Element));
    // Once hydrated, the part shows one of its two layouts: the play button moves up.
    root.querySelector("#desktop")?.remove();
    jest.useFakeTimers();
    mount();
    jest.runAllTimers();
    jest.useRealTimers();
    expect(clicked).toEqual([icon]);
  });

  it("replays on the button when React replaced the icon that was tapped", () => {
    const root = render(`<button id="b"><svg id="moon"></svg></button>`);
    const { part, mount } = fakePart();
    holdInteractionsUntilMounted(root, part, { openWhenIdle: false });
    const button = root.querySelector("#b") as HTMLButtonElement;
    root
      .querySelector("#moon")
      ?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    const clicked = jest.fn();
    button.addEventListener("click", clicked);
    button.innerHTML = `<svg id="sun"></svg>`;
    jest.useFakeTimers();
    mount();
    jest.runAllTimers();
    jest.useRealTimers();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it("lets clicks through once the part is ready (React hydrates it synchronously)", () => {
    const root = render(`<button>Open</button>`);
    const { part, state } = fakePart();
    holdInteractionsUntilMounted(root, part, { openWhenIdle: false });
    state.ready = true;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    (root.querySelector("button") as HTMLButtonElement).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("lets a link navigate natively", () => {
    const root = render(`<a href="#here">Go</a>`);
    const { part, state } = fakePart();
    holdInteractionsUntilMounted(root, part, { openWhenIdle: false });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    (root.querySelector("a") as HTMLAnchorElement).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(state.opened).toBeGreaterThan(0);
  });

  it("holds a form submit and submits it again after mounting", () => {
    const root = render(`<form><input name="q"></form>`);
    const { part, mount } = fakePart();
    holdInteractionsUntilMounted(root, part, { openWhenIdle: false });
    const formElement = root.querySelector("form") as HTMLFormElement;
    const requestSubmit = jest.fn();
    formElement.requestSubmit = requestSubmit;
    const event = new Event("submit", { bubbles: true, cancelable: true });
    formElement.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    jest.useFakeTimers();
    mount();
    jest.runAllTimers();
    jest.useRealTimers();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
  });

  it("opens the part when the visitor focuses or points into it", () => {
    const root = render(`<button>x</button>`);
    const { part, state } = fakePart();
    holdInteractionsUntilMounted(root, part, { openWhenIdle: false });
    const before = state.opened;
    root.querySelector("button")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(state.opened).toBe(before + 1);
  });

  it("stops listening when told to", () => {
    const root = render(`<button>x</button>`);
    const { part } = fakePart();
    const stop = holdInteractionsUntilMounted(root, part, { openWhenIdle: false });
    stop();
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    (root.querySelector("button") as HTMLButtonElement).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
