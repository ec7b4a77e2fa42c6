/** One infographic as the assessment page queries it (content/infographics.json). */
export interface InfographicData {
  infographicId: string;
  title: string;
  description: string;
  icon: string;
  content: readonly { name: string; percentage: number }[];
  additionalInfo: string;
}
