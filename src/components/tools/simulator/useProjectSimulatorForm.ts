import { type RefObject, useMemo, useState } from "react";
import { useAdoptTypedValues } from "../../../hydration/useAdoptTypedValues";
import {
  DEFAULT_PROJECT_INPUT,
  isProjectComplexity,
  isProjectTypeId,
  parseCount,
  type ProjectComplexity,
  type ProjectPlan,
  type ProjectTypeId,
  simulateProject,
} from "../../../lib/tools/project-simulator";

/** The form as typed: counts stay text, so a field can be cleared while retyping it. */
export interface ProjectSimulatorFormState {
  projectType: ProjectTypeId;
  users: string;
  sites: string;
  complexity: ProjectComplexity;
}

export const DEFAULT_SIMULATOR_FORM: ProjectSimulatorFormState = {
  projectType: DEFAULT_PROJECT_INPUT.projectType,
  users: String(DEFAULT_PROJECT_INPUT.users),
  sites: String(DEFAULT_PROJECT_INPUT.sites),
  complexity: DEFAULT_PROJECT_INPUT.complexity,
};

/** Keeps only what the form could hold: an unknown type or complexity is ignored. */
function adoptedValues(changed: Partial<ProjectSimulatorFormState>) {
  const next: Partial<ProjectSimulatorFormState> = {};
  if (isProjectTypeId(changed.projectType)) next.projectType = changed.projectType;
  if (isProjectComplexity(changed.complexity)) next.complexity = changed.complexity;
  if (typeof changed.users === "string") next.users = changed.users;
  if (typeof changed.sites === "string") next.sites = changed.sites;
  return next;
}

/**
 * The simulator's inputs and the plan they give, worked out on every change. The prebuilt
 * page shows the plan for the defaults; whatever was typed or chosen before the scripts ran
 * is taken over when the form hydrates.
 */
export function useProjectSimulatorForm(formRef: RefObject<HTMLFormElement>) {
  const [values, setValues] = useState<ProjectSimulatorFormState>(DEFAULT_SIMULATOR_FORM);
  useAdoptTypedValues(formRef, DEFAULT_SIMULATOR_FORM, (changed) => {
    setValues((current) => ({ ...current, ...adoptedValues(changed) }));
  });

  const plan: ProjectPlan = useMemo(
    () =>
      simulateProject({
        projectType: values.projectType,
        users: parseCount(values.users),
        sites: parseCount(values.sites),
        complexity: values.complexity,
      }),
    [values],
  );

  const set = <Field extends keyof ProjectSimulatorFormState>(
    field: Field,
    value: ProjectSimulatorFormState[Field],
  ) => setValues((current) => ({ ...current, [field]: value }));

  return { values, plan, set };
}
