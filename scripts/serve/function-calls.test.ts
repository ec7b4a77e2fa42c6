import { OpenCalls } from "./function-calls";

describe("OpenCalls", () => {
  it("gives each client its own share and the server a ceiling", () => {
    const calls = new OpenCalls({ perClient: 2, total: 3 });
    expect(calls.admit("a")).toBe("admitted");
    expect(calls.admit("a")).toBe("admitted");
    expect(calls.admit("a")).toBe("client-full");
    expect(calls.admit("b")).toBe("admitted");
    expect(calls.admit("c")).toBe("server-full");
    calls.release("a");
    expect(calls.admit("c")).toBe("admitted");
    expect(calls.size).toEqual({ total: 3, clients: 3 });
  });

  it("forgets a client once its calls have ended", () => {
    const calls = new OpenCalls({ perClient: 8, total: 256 });
    calls.admit("a");
    calls.release("a");
    calls.release("a");
    expect(calls.size).toEqual({ total: 0, clients: 0 });
  });
});
