/**
 * The blog's categories, in the order the filter shows them. Two pairs look alike
 * ("Cybersecurity" / "Cyber Security", "Security") but are separate categories with
 * their own articles.
 */
export const BLOG_CATEGORIES = [
  "Cybersecurity",
  "Cloud Solutions",
  "Cloud Migration",
  "Security",
  "Cloud Computing",
  "AI & Innovation",
  "IT Support",
  "Business Continuity",
  "Standards & Compliance",
  "Cyber Security",
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
