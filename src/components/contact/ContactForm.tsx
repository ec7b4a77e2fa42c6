import styled from "@emotion/styled";
import { Send } from "lucide-react";
import { useRef } from "react";
import { useContactForm } from "../../hooks/useContactForm";
import { useRecaptcha } from "../../hooks/useRecaptcha";
import { CONTACT_FORM_ID } from "../../lib/contact/field-ids";
import type { ContactNavigation } from "../../lib/contact/navigation-state";
import { recaptchaSiteKey } from "../../lib/contact/recaptcha-loader";
import { HONEYPOT_FIELD } from "../../lib/contact/schema";
import { SEND_EMAIL_PATH } from "../../lib/contact/submit";
import { cardSurface, color, fontSize, media, space } from "../../theme/tokens";
import { Button } from "../ui/Button";
import { AssessmentResultsBox } from "./AssessmentResultsBox";
import { ContactTextField } from "./ContactTextField";
import { ErrorSummary } from "./ErrorSummary";
import { FormStatus } from "./FormStatus";
import { HoneypotField } from "./HoneypotField";
import { IndustrySelect } from "./IndustrySelect";
import { PhoneField } from "./PhoneField";
import { RecaptchaCheckbox } from "./RecaptchaCheckbox";
import { SelectedPlanNote } from "./SelectedPlanNote";
import { SolutionCheckboxes } from "./SolutionCheckboxes";

const Card = styled.section`
  position: relative;
  padding: ${space[40]};
  ${cardSurface}
  ${media.mobile} {
    padding: ${space[24]} ${space[16]};
  }
  h2 {
    font-size: ${fontSize.subheading};
    margin-bottom: ${space[8]};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${space[28]};
  color: ${color.textMuted};
`;

const Form = styled.form`
  display: grid;
  gap: ${space[24]};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${space[24]};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 0;
  & > div:not(:empty) {
    margin-top: ${space[16]};
  }
`;

const SubmitButton = styled(Button)`
  justify-self: start;
  min-width: 200px;
  ${media.mobile} {
    justify-self: stretch;
  }
`;

interface ContactFormProps {
  phoneRequired: boolean;
  navigation: ContactNavigation;
}

/** "Send us a Message": the enquiry form. */
export function ContactForm({ phoneRequired, navigation }: ContactFormProps) {
  const recaptcha = useRecaptcha(recaptchaSiteKey(process.env.GATSBY_RECAPTCHA_SITE_KEY));
  const formRef = useRef<HTMLFormElement>(null);
  const form = useContactForm({ formRef, phoneRequired, navigation, recaptcha });
  const { values, errors, busy } = form;

  return (
    <Card aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">Send us a Message</h2>
      <Intro>Fields marked * are required. We never share your details.</Intro>
      {/* Posted only by a browser that runs no scripts: the contact call sends it to a page
          that says the form needs them, keeping nothing. Never a GET: what was typed stays out
          of every address. */}
      <Form
        ref={formRef}
        id={CONTACT_FORM_ID}
        method="post"
        action={SEND_EMAIL_PATH}
        noValidate
        aria-labelledby="contact-form-heading"
        aria-busy={busy}
        onSubmit={(event) => void form.handleSubmit(event)}
      >
        <ErrorSummary errors={form.summary} onFocusField={form.focusField} />
        <Pair>
          <ContactTextField
            name="fullName"
            label="Full Name *"
            autoComplete="name"
            value={values.fullName}
            error={errors.fullName}
            onChange={(v) => form.setText("fullName", v)}
          />
          <ContactTextField
            name="businessEmail"
            label="Business Email *"
            type="email"
            autoComplete="email"
            value={values.businessEmail}
            error={errors.businessEmail}
            onChange={(v) => form.setText("businessEmail", v)}
          />
        </Pair>
        <Pair>
          <PhoneField
            prefix={values.dialPrefix}
            number={values.phone}
            required={phoneRequired}
            error={errors.phone}
            onPrefixChange={form.setDialPrefix}
            onNumberChange={form.setPhone}
          />
          <ContactTextField
            name="jobTitle"
            label="Job Title *"
            autoComplete="organization-title"
            value={values.jobTitle}
            error={errors.jobTitle}
            onChange={(v) => form.setText("jobTitle", v)}
          />
        </Pair>
        <SolutionCheckboxes
          selected={values.solutionType}
          error={errors.solutionType}
          onToggle={form.toggleSolution}
        />
        <IndustrySelect
          value={values.industry}
          error={errors.industry}
          onChange={(v) => form.setText("industry", v)}
        />
        <ContactTextField
          name="message"
          label="Message *"
          multiline
          value={values.message}
          error={errors.message}
          onChange={(v) => form.setText("message", v)}
        />
        <HoneypotField
          value={values[HONEYPOT_FIELD]}
          onChange={(v) => form.setText(HONEYPOT_FIELD, v)}
        />
        <RecaptchaCheckbox widget={recaptcha} />
        <SelectedPlanNote plan={values.selectedPlan ?? ""} />
        <AssessmentResultsBox answers={values.assessmentResults} />
        <Actions>
          <SubmitButton type="submit" disabled={busy}>
            {busy ? "Sending..." : "Send Message"}
            {!busy && <Send size={18} aria-hidden="true" />}
          </SubmitButton>
          <FormStatus status={form.status} />
        </Actions>
      </Form>
    </Card>
  );
}
