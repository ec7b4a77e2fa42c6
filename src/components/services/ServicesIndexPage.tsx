import { SERVICES_INDEX_TRAIL } from "../../lib/breadcrumbs";
import { fillCount } from "../../lib/count-words";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { CallToActionBand } from "../ui/CallToActionBand";
import { PageHero } from "../ui/PageHero";
import { ServiceGroupLinks } from "./ServiceGroupLinks";
import { ServiceGroupSection, type ServiceGroup } from "./ServiceGroupSection";

export interface ServicesIndexPageProps {
  content: {
    title: string;
    intro: string;
    groups: readonly ServiceGroup[];
    cta: { heading: string; text: string; buttonText: string; link: string };
  };
}

/**
 * The services index: every service as a card, in the groups and order of
 * content/services-page.json, then a call to action.
 */
export function ServicesIndexPage({ content }: ServicesIndexPageProps) {
  return (
    <>
      <PageHero
        breadcrumbs={<Breadcrumbs trail={SERVICES_INDEX_TRAIL} />}
        title={content.title}
        lead={fillCount(
          content.intro,
          content.groups.reduce((count, group) => count + group.services.length, 0),
        )}
      >
        <ServiceGroupLinks groups={content.groups} />
      </PageHero>
      {content.groups.map((group, index) => (
        <ServiceGroupSection key={group.heading} group={group} tinted={index % 2 === 1} />
      ))}
      <CallToActionBand
        id="services-cta"
        heading={content.cta.heading}
        text={content.cta.text}
        buttonText={content.cta.buttonText}
        to={content.cta.link}
      />
    </>
  );
}
