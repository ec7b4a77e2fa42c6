import questionsContent from "../../../content/assessment.json";
import { readContactNavigation } from "../contact/navigation-state";
import { answersByQuestionNumber, assessmentHandoff } from "./contact-handoff";
import type { AssessmentQuestion } from "./recommendation";

const QUESTIONS: AssessmentQuestion[] = questionsContent;

describe("assessment hand-off to the contact page", () => {
  it("keys the answers by question number in question order", () => {
    expect(answersByQuestionNumber(QUESTIONS, { 5: 1, 1: 1, 3: 0 })).toEqual({
      "1": "11-50 employees",
      "3": "Data security",
      "5": "£10,000-£50,000",
    });
    expect(Object.keys(answersByQuestionNumber(QUESTIONS, { 5: 1, 1: 1, 3: 0 }))).toEqual([
      "1",
      "3",
      "5",
    ]);
    expect(answersByQuestionNumber(QUESTIONS, { 1: 7 })).toEqual({});
  });

  it("builds a link the contact page reads back exactly", () => {
    const answers = { 1: 1, 2: 2, 3: 0, 4: 4, 5: 1 };
    const handoff = assessmentHandoff(QUESTIONS, answers, "Standard");
    expect(handoff.selectedPlan).toBe("Standard");
    expect(Object.keys(handoff.assessmentResults)).toEqual(["1", "2", "3", "4", "5"]);
    expect(handoff.path).toMatch(/^\/contact\?plan=Standard&assessment=/);
    const search = handoff.path.slice("/contact".length);
    expect(readContactNavigation(undefined, search)).toMatchObject({
      assessmentResults: handoff.assessmentResults,
      selectedPlan: "Standard",
    });
    expect(readContactNavigation(handoff, "")).toMatchObject({
      assessmentResults: handoff.assessmentResults,
      selectedPlan: "Standard",
    });
  });
});
