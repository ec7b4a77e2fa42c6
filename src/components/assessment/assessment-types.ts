/** The content the assessment page is built from (its page query's shapes). */
export interface AssessmentPlan {
  name: string;
  price: string;
  period: string;
  description: string;
}

export interface AssessmentService {
  slug: string;
  title: string;
  description: string;
  icon: string;
  path: string;
}
