// Written by plugins/site-build/pre-build/solution-options.ts from content/services.json on every
// build and by `npm run new -- service`: change the services, not this file.
export const SOLUTION_OPTIONS = [
  { value: "private-ai", label: "Private Generative AI" },
  { value: "cyber-security", label: "Cyber Security" },
  { value: "cloud-migration", label: "Cloud Migration" },
  { value: "remote-support", label: "Remote Support" },
  { value: "managed-it", label: "Managed IT Services" },
  { value: "firewall-security", label: "Firewall & Security" },
  { value: "cloud-transformation", label: "Cloud Transformation" },
  { value: "upgrades-migrations", label: "Upgrades & Migrations" },
  { value: "monitoring-backup", label: "Monitoring & Backup" },
  { value: "governance-risk", label: "Governance & Risk" },
  { value: "disaster-recovery", label: "Disaster Recovery" },
  { value: "it-consulting", label: "IT Consulting" },
  { value: "lifebuoy", label: "Emergency Support" },
  { value: "cloud-solutions", label: "Cloud Solutions" },
] as const;
