import { Building2, CloudUpload, Mail, Server, ShieldCheck } from "lucide-react";
import {
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
