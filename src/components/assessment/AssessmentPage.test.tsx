/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import questionsContent from "../../../content/assessment.json";
import infographicsContent from "../../../content/infographics.json";
import plansContent from "../../../content/plans.json";
import servicesContent from "../../../content/services.json";
import { servicePath } from "../../lib/routes";
import { SAVED_ASSESSMENT_KEY } from "../../lib/assessment/saved-assessment";
import { AssessmentPage } from "./AssessmentPage";

// The Node build of the server renderer: the browser build needs a TextEncoder jsdom lacks.
const { renderToString } =
  jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node");

const infographics = infographicsContent.map(({ id, ...rest }) => ({ infographicId: id, ...rest }));

/** The services as the page query gives them: with their derived path. */
const SERVICES = servicesContent.map((service) => ({
  ...service,
  path: servicePath(service.slug),
}));

function renderPage() {
  return render(
    <AssessmentPage
      questions={questionsContent}
      plans={plansContent}
      services={SERVICES}
      infographics={infographics}
    />,
  );
}

const next = () => screen.getByRole("button", { name: /^(Next|Get Results)$/ });
const previous = () => screen.getByRole("button", { name: "Previous" });
const progressText = () => screen.getByText(/% Complete$/).textContent;

function answer(option: string) {
  fireEvent.click(screen.getByLabelText(option));
}

describe("AssessmentPage", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("asks one question at a time with Previous, Next and progress", () => {
    renderPage();
    const group = screen.getByRole("group", { name: questionsContent[0].question });
    expect(within(group).getAllByRole("radio")).toHaveLength(5);
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
    expect(progressText()).toBe("20% Complete");
    const bar = screen.getByRole("progressbar");
    expect(bar).toHaveAttribute("aria-valuenow", "20");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");

    answer("1-10 employees");
    answer("11-50 employees");
    expect(screen.getByLabelText("11-50 employees")).toBeChecked();
    expect(next()).toBeEnabled();
    fireEvent.click(next());
    expect(screen.getByRole("group", { name: questionsContent[1].question })).toHaveFocus();
    expect(progressText()).toBe("40% Complete");
    expect(previous()).toBeEnabled();
    expect(next()).toBeDisabled();

    fireEvent.click(previous());
    expect(screen.getByLabelText("11-50 employees")).toBeChecked();
    expect(progressText()).toBe("20% Complete");
  });

  it("shows the results with the plan, the contact link and a way to start again", () => {
    renderPage();
    const choices = [
      "11-50 employees",
      "Established (central servers or Microsoft 365, managed network)",
      "System reliability",
      "Outsourced to a provider",
      "£10,000-£50,000",
    ];
    choices.forEach((choice, i) => {
      answer(choice);
      expect(progressText()).toBe(`${(i + 1) * 20}% Complete`);
      expect(next()).toHaveTextContent(i === 4 ? "Get Results" : "Next");
      fireEvent.click(next());
    });
    const heading = screen.getByRole("heading", { name: "Your Assessment Results" });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("region", { name: "Recommended Plan" })).toHaveTextContent(
      "Standard£799 per month",
    );
    const link = screen.getByRole("link", { name: "Get Your Assessment Results" });
    const href = new URL(link.getAttribute("href") ?? "", "http://x");
    expect(href.pathname).toBe("/contact");
    expect(href.searchParams.get("plan")).toBe("Standard");
    expect(JSON.parse(href.searchParams.get("assessment") ?? "{}")).toEqual({
      "1": choices[0],
      "2": choices[1],
      "3": choices[2],
      "4": choices[3],
      "5": choices[4],
    });
    expect(screen.getByRole("link", { name: "Monitoring & Backup" })).toHaveAttribute(
      "href",
      "/services/monitoring-&-backup",
    );
    expect(screen.getByRole("heading", { name: "Additional Resources" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cloud Security Layers" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );

    expect(window.sessionStorage.getItem(SAVED_ASSESSMENT_KEY)).not.toBeNull();
    fireEvent.click(link);
    expect(window.sessionStorage.getItem(SAVED_ASSESSMENT_KEY)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Start Again" }));
    expect(screen.getByRole("group", { name: questionsContent[0].question })).toHaveFocus();
    expect(screen.queryByRole("radio", { checked: true })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Additional Resources" })).toBeNull();
  });

  it("returns to the saved question and answers after a reload", () => {
    const first = renderPage();
    answer("51-200 employees");
    fireEvent.click(next());
    answer("Developing (shared files and some cloud apps)");
    first.unmount();

    renderPage();
    expect(screen.getByRole("group", { name: questionsContent[1].question })).toBeInTheDocument();
    expect(screen.getByLabelText("Developing (shared files and some cloud apps)")).toBeChecked();
    // Restoring moves nothing: focus stays where the browser put it.
    expect(document.body).toHaveFocus();
    fireEvent.click(previous());
    expect(screen.getByLabelText("51-200 employees")).toBeChecked();
  });

  it("keeps a choice ticked in the prebuilt page before the scripts ran", () => {
    window.sessionStorage.setItem(SAVED_ASSESSMENT_KEY, '{"step":3,"answers":{"1":0,"2":1}}');
    const page = (
      <AssessmentPage
        questions={questionsContent}
        plans={plansContent}
        services={SERVICES}
        infographics={infographics}
      />
    );
    const container = document.createElement("div");
    document.body.appendChild(container);
    // The server render's warning about layout effects is expected: they run on hydration.
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    container.innerHTML = renderToString(page);
    quiet.mockRestore();
    // The visitor ticks "201-1000 employees" before the page's scripts have run.
    (container.querySelector('input[value="3"]') as HTMLInputElement).checked = true;
    render(page, { container, hydrate: true });
    expect(screen.getByLabelText("201-1000 employees")).toBeChecked();
    expect(next()).toBeEnabled();
    expect(progressText()).toBe("20% Complete");
    fireEvent.click(next());
    // The answer saved earlier for question 2 is still there.
    expect(screen.getByLabelText("Developing (shared files and some cloud apps)")).toBeChecked();
    container.remove();
  });
});
