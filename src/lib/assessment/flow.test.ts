import {
  INITIAL_ASSESSMENT_FLOW,
  RESULTS_STEP,
  assessmentFlowReducer as reduce,
  canGoBack,
  canGoForward,
  currentAnswer,
  furthestStep,
  progressPercent,
  showsResults,
  type AssessmentFlowAction,
  type AssessmentFlowState,
} from "./flow";

const run = (
  actions: AssessmentFlowAction[],
  from: AssessmentFlowState = INITIAL_ASSESSMENT_FLOW,
) => actions.reduce(reduce, from);

const answerAll: AssessmentFlowAction[] = [1, 2, 3, 4, 5].flatMap((question) => [
  { type: "choose", question, option: question - 1 } as AssessmentFlowAction,
  { type: "next" } as AssessmentFlowAction,
]);

describe("progress", () => {
  it("shows the question on screen out of five as whole percent", () => {
    expect([1, 2, 3, 4, 5].map(progressPercent)).toEqual([20, 40, 60, 80, 100]);
    expect(progressPercent(RESULTS_STEP)).toBe(100);
    expect(progressPercent(0)).toBe(20);
  });
});

describe("moving through the questions", () => {
  it("starts at question 1 with Previous and Next unavailable", () => {
    expect(INITIAL_ASSESSMENT_FLOW.step).toBe(1);
    expect(canGoBack(INITIAL_ASSESSMENT_FLOW)).toBe(false);
    expect(canGoForward(INITIAL_ASSESSMENT_FLOW)).toBe(false);
    expect(reduce(INITIAL_ASSESSMENT_FLOW, { type: "next" })).toBe(INITIAL_ASSESSMENT_FLOW);
    expect(reduce(INITIAL_ASSESSMENT_FLOW, { type: "previous" })).toBe(INITIAL_ASSESSMENT_FLOW);
  });

  it("Next works once the question is answered, and the answer can change first", () => {
    const state = run([
      { type: "choose", question: 1, option: 0 },
      { type: "choose", question: 1, option: 3 },
    ]);
    expect(currentAnswer(state)).toBe(3);
    expect(canGoForward(state)).toBe(true);
    const next = reduce(state, { type: "next" });
    expect(next.step).toBe(2);
    expect(canGoBack(next)).toBe(true);
    expect(canGoForward(next)).toBe(false);
  });

  it("ignores answers outside the five options", () => {
    const state = run([{ type: "choose", question: 1, option: 5 }]);
    expect(state.answers).toEqual({});
    expect(run([{ type: "choose", question: 1, option: 1.5 }]).answers).toEqual({});
  });

  it("going back keeps every answer given", () => {
    const state = run([...answerAll.slice(0, 6), { type: "previous" }, { type: "previous" }]);
    expect(state.step).toBe(2);
    expect(state.answers).toEqual({ 1: 0, 2: 1, 3: 2 });
    expect(currentAnswer(state)).toBe(1);
    expect(reduce(state, { type: "next" }).step).toBe(3);
  });

  it("Get Results on question 5 opens the results; Previous does nothing there", () => {
    const state = run(answerAll);
    expect(state.step).toBe(RESULTS_STEP);
    expect(showsResults(state)).toBe(true);
    expect(currentAnswer(state)).toBeUndefined();
    expect(canGoBack(state)).toBe(false);
    expect(reduce(state, { type: "previous" })).toBe(state);
    expect(reduce(state, { type: "next" })).toBe(state);
  });

  it("never shows results with an answer missing", () => {
    const state: AssessmentFlowState = {
      step: 5,
      answers: { 1: 0, 2: 0, 4: 0, 5: 0 },
      restored: true,
    };
    expect(reduce(state, { type: "next" }).step).toBe(3);
    expect(furthestStep({})).toBe(1);
    expect(furthestStep({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 })).toBe(RESULTS_STEP);
  });

  it("starting again clears everything", () => {
    expect(run([...answerAll, { type: "restart" }])).toEqual({
      step: 1,
      answers: {},
      restored: true,
    });
  });
});

describe("restoring after a reload", () => {
  it("returns to the saved step with the saved answers", () => {
    const state = run([{ type: "restore", saved: { step: 3, answers: { 1: 2, 2: 4 } } }]);
    expect(state).toEqual({ step: 3, answers: { 1: 2, 2: 4 }, restored: true });
  });

  it("never beyond the first unanswered question, nor to results without all answers", () => {
    expect(run([{ type: "restore", saved: { step: 5, answers: { 1: 2 } } }]).step).toBe(2);
    expect(run([{ type: "restore", saved: { step: RESULTS_STEP, answers: { 1: 2 } } }]).step).toBe(
      2,
    );
    expect(
      run([
        {
          type: "restore",
          saved: { step: RESULTS_STEP, answers: { 1: 0, 2: 1, 3: 2, 4: 3, 5: 4 } },
        },
      ]).step,
    ).toBe(RESULTS_STEP);
    expect(run([{ type: "restore", saved: { step: -4, answers: {} } }]).step).toBe(1);
    expect(run([{ type: "restore", saved: { step: 99, answers: {} } }]).step).toBe(1);
  });

  it("a choice made before the page was interactive wins over the saved one and keeps its step", () => {
    const state = run([
      { type: "choose", question: 1, option: 4 },
      { type: "restore", saved: { step: 3, answers: { 1: 0, 2: 1 } } },
    ]);
    expect(state).toEqual({ step: 1, answers: { 1: 4, 2: 1 }, restored: true });
  });

  it("nothing saved only marks the flow as restored", () => {
    expect(run([{ type: "restore", saved: null }])).toEqual({
      ...INITIAL_ASSESSMENT_FLOW,
      restored: true,
    });
  });
});
