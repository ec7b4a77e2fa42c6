import { whenIdle } from "./when-idle";

/**
 * Work that may wait until the page has loaded and the browser is idle, done one piece at a
 * time: each piece starts in its own idle period, once the previous one has finished (or a time
 * limit has passed). Parts of a page opened this way hydrate in separate short tasks rather than
 * all in one long one, so a tap or a key press never waits behind the lot.
 */
export interface IdleTask {
  start(): void;
  /** Nothing (more) to do: finished, or started by other means. */
  isDone(): boolean;
  /** Calls `listener` once the task has finished; returns an unsubscribe. */
  onDone(listener: () => void): () => void;
}

export interface IdleScheduler {
  whenLoaded(callback: () => void): void;
  whenIdle(callback: () => void): void;
  after(ms: number, callback: () => void): void;
}

/** How long a task waits for an idle period at most, on a page that is never idle. */
const IDLE_WAIT_LIMIT_MS = 5000;

/** How long one task may hold up the next (a part whose code never arrives). */
export const IDLE_TASK_TIME_LIMIT_MS = 3000;

export interface IdleQueue {
  /** Queues a task; returns a function that takes it out again if it has not started. */
  add(task: IdleTask): () => void;
}

export function createIdleQueue(scheduler: IdleScheduler): IdleQueue {
  const queue: IdleTask[] = [];
  let loaded = false;
  let waitingForLoad = false;
  let busy = false;

  const runNext = () => {
    if (busy) return;
    if (!loaded) {
      if (!waitingForLoad) {
        waitingForLoad = true;
        scheduler.whenLoaded(() => {
          loaded = true;
          runNext();
        });
      }
      return;
    }
    const task = queue.shift();
    if (!task) return;
    busy = true;
    scheduler.whenIdle(() => {
      let finished = false;
      let unsubscribe = () => {};
      const finish = () => {
        if (finished) return;
        finished = true;
        unsubscribe();
        busy = false;
        runNext();
      };
      if (task.isDone()) return finish();
      unsubscribe = task.onDone(finish);
      task.start();
      scheduler.after(IDLE_TASK_TIME_LIMIT_MS, finish);
    });
  };

  return {
    add(task) {
      queue.push(task);
      runNext();
      return () => {
        const index = queue.indexOf(task);
        if (index >= 0) queue.splice(index, 1);
      };
    },
  };
}

const browserScheduler: IdleScheduler = {
  whenLoaded(callback) {
    if (document.readyState === "complete") callback();
    else window.addEventListener("load", () => callback(), { once: true });
  },
  whenIdle(callback) {
    whenIdle(callback, IDLE_WAIT_LIMIT_MS);
  },
  after(ms, callback) {
    window.setTimeout(callback, ms);
  },
};

let pageQueue: IdleQueue | null = null;

/** The page's one queue (in the browser). */
export function idleQueue(): IdleQueue {
  pageQueue ??= createIdleQueue(browserScheduler);
  return pageQueue;
}
