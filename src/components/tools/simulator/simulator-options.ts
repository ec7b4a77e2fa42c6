import { Building2, CloudUpload, Mail, Server, ShieldCheck } from "lucide-react";
import { groupThousands } from "../../../lib/tools/numbers";
import {
  MAX_SITES,
  MAX_USERS,
  PROJECT_COMPLEXITIES,
  PROJECT_TYPES,
  type ProjectComplexity,
  type ProjectTypeId,
} from "../../../lib/tools/project-simulator";
import type { RadioCardOption } from "./SimulatorRadioCards";

const TYPE_ICONS = {
  "cloud-migration": CloudUpload,
  "server-upgrade": Server,
  "security-rollout": ShieldCheck,
  "office-move": Building2,
  "m365-migration": Mail,
} as const;

export const PROJECT_TYPE_OPTIONS: readonly RadioCardOption<ProjectTypeId>[] = PROJECT_TYPES.map(
  (type) => ({ value: type.id, label: type.label, icon: TYPE_ICONS[type.id] }),
);

export const COMPLEXITY_OPTIONS: readonly RadioCardOption<ProjectComplexity>[] =
  PROJECT_COMPLEXITIES.map((complexity) => ({
    value: complexity.id,
    label: complexity.label,
    description: complexity.description,
  }));

/** A count the plan scales with: its field, the most the simulator plans for, and its noun. */
export interface CountFieldOption {
  name: "users" | "sites";
  label: string;
  hint: string;
  max: number;
  /** Plural, as the field's note says it: "users". */
  noun: string;
}

export const COUNT_FIELD_OPTIONS: readonly CountFieldOption[] = [
  {
    name: "users",
    label: "Users",
    hint: `People affected, 1 to ${groupThousands(MAX_USERS)}.`,
    max: MAX_USERS,
    noun: "users",
  },
  {
    name: "sites",
    label: "Sites",
    hint: `Offices or locations, 1 to ${MAX_SITES}.`,
    max: MAX_SITES,
    noun: "sites",
  },
];
