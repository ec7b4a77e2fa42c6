import { createIdleQueue, IDLE_TASK_TIME_LIMIT_MS, type IdleScheduler } from "./idle-queue";

/** A scheduler the test drives by hand. */
function manualScheduler() {
  const loadCallbacks: Array<() => void> = [];
  const idleCallbacks: Array<() => void> = [];
  const timers: Array<{ ms: number; callback: () => void }> = [];
  const scheduler: IdleScheduler = {
    whenLoaded: (callback) => void loadCallbacks.push(callback),
    whenIdle: (callback) => void idleCallbacks.push(callback),
    after: (ms, callback) => void timers.push({ ms, callback }),
  };
  return {
    scheduler,
    load: () => loadCallbacks.splice(0).forEach((callback) => callback()),
    idle: () => idleCallbacks.splice(0).forEach((callback) => callback()),
    idleWaiting: () => idleCallbacks.length,
    timers,
  };
}

function task(name: string, log: string[]) {
  let done = false;
  const listeners = new Set<() => void>();
  return {
    start: () => log.push(`start ${name}`),
    isDone: () => done,
    onDone: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finish: () => {
      done = true;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** A queue on a hand-driven scheduler, with a log of the tasks it starts. */
function setup() {
  const clock = manualScheduler();
  const log: string[] = [];
  return { clock, log, queue: createIdleQueue(clock.scheduler) };
}

describe("idle queue", () => {
  it("starts nothing before the page has loaded, then one task per idle period, in order", () => {
    const { clock, log, queue } = setup();
    const first = task("first", log);
    const second = task("second", log);
    queue.add(first);
    queue.add(second);
    expect(clock.idleWaiting()).toBe(0);
    clock.load();
    clock.idle();
    expect(log).toEqual(["start first"]);
    // The second waits for the first to finish, then for an idle period of its own.
    clock.idle();
    expect(log).toEqual(["start first"]);
    first.finish();
    expect(log).toEqual(["start first"]);
    clock.idle();
    expect(log).toEqual(["start first", "start second"]);
  });

  it("skips a task already done by other means", () => {
    const { clock, log, queue } = setup();
    const opened = task("opened", log);
    const next = task("next", log);
    queue.add(opened);
    queue.add(next);
    opened.finish();
    clock.load();
    clock.idle();
    clock.idle();
    expect(log).toEqual(["start next"]);
  });

  it("moves on after the time limit when a task never finishes", () => {
    const { clock, log, queue } = setup();
    queue.add(task("stuck", log));
    queue.add(task("after", log));
    clock.load();
    clock.idle();
    expect(clock.timers.map((timer) => timer.ms)).toEqual([IDLE_TASK_TIME_LIMIT_MS]);
    clock.timers[0].callback();
    clock.idle();
    expect(log).toEqual(["start stuck", "start after"]);
  });

  it("drops a task taken out before it started", () => {
    const { clock, log, queue } = setup();
    const remove = queue.add(task("gone", log));
    remove();
    queue.add(task("kept", log));
    clock.load();
    clock.idle();
    expect(log).toEqual(["start kept"]);
  });
});
