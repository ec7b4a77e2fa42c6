import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import { color, fontSize, radius, space } from "../../theme/tokens";

const Section = styled.section`
  h2 {
    font-size: ${fontSize.subheading};
    margin-bottom: ${space[16]};
  }
  dl {
    margin: 0;
    display: grid;
    gap: ${space[12]};
  }
  dl > div {
    padding: ${space[16]} ${space[20]};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surfaceRaised};
  }
  dt {
    font-weight: 700;
    margin-bottom: ${space[8]};
  }
  dd {
    margin: 0;
    color: ${color.textMuted};
    font-size: ${fontSize.body};
  }
`;

/** The contact page's questions and answers, from content/faqs.json in the editor's order. */
export function ContactFaqs() {
  const data = useStaticQuery<Queries.ContactFaqsQuery>(graphql`
    query ContactFaqs {
      allFaq(sort: { position: ASC }) {
        nodes {
          question
          answer
        }
      }
    }
  `);
  const faqs = data.allFaq.nodes;
  if (faqs.length === 0) return null;
  return (
    <Section aria-labelledby="contact-faqs-heading">
      <h2 id="contact-faqs-heading">Frequently Asked Questions</h2>
      <dl>
        {faqs.map((faq) => (
          <div key={faq.question}>
            <dt>{faq.question}</dt>
            <dd>{faq.answer}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
