import { useFormik } from "formik";
import {
  type FormEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { readAttribution } from "../lib/consent/attribution";
import { trackLead } from "../lib/consent/analytics";
import { focusTargetId } from "../lib/contact/field-ids";
import {
  buildContactRequest,
  type ContactFormState,
  EMPTY_CONTACT_FORM,
  firstInvalidField,
  orderedErrors,
} from "../lib/contact/form-state";
import type { ContactNavigation } from "../lib/contact/navigation-state";
import { createIdempotencyKey } from "../lib/contact/idempotency-key";
import { normalisePhoneInput } from "../lib/contact/phone";
import {
  CONTACT_MESSAGES,
  createContactSchema,
  INDUSTRY_OPTIONS,
  SOLUTION_OPTIONS,
  type SolutionValue,
} from "../lib/contact/schema";
import { sendContactMessage } from "../lib/contact/submit";
import { useAdoptTypedValues } from "../hydration/useAdoptTypedValues";
import type { RecaptchaWidget } from "./useRecaptcha";

export interface ContactFormStatus {
  tone: "success" | "error";
  message: string;
  detail?: string;
}

type TextField = "fullName" | "businessEmail" | "jobTitle" | "message" | "industry" | "website";

interface UseContactFormOptions {
  formRef: RefObject<HTMLFormElement>;
  phoneRequired: boolean;
  navigation: ContactNavigation;
  recaptcha: RecaptchaWidget;
}

/** Typed-before-hydration values, cleaned the way typing into the live form would clean them. */
function adoptedContactValues(changed: Partial<ContactFormState>): Partial<ContactFormState> {
  const next = { ...changed };
  if (typeof next.phone === "string") next.phone = normalisePhoneInput(next.phone);
  if (next.solutionType) {
    const ticked = new Set<string>(next.solutionType);
    next.solutionType = SOLUTION_OPTIONS.map((o) => o.value).filter((v) => ticked.has(v));
  }
  if (next.industry !== undefined && !INDUSTRY_OPTIONS.some((o) => o.value === next.industry)) {
    delete next.industry;
  }
  return next;
}

/**
 * The contact form's behaviour: Formik holds the values and checks them once per submit with
 * the shared schema (the server's own rules); errors clear when their field is edited, focus
 * moves to the first invalid field, then the human check, sending, and what each answer does.
 */
export function useContactForm({
  formRef,
  phoneRequired,
  navigation,
  recaptcha,
}: UseContactFormOptions) {
  const [status, setStatus] = useState<ContactFormStatus | null>(null);
  const [showSummary, setShowSummary] = useState(false);
  // A counter, so asking twice for the same field still moves focus.
  const [focusRequest, setFocusRequest] = useState<{ id: string; count: number } | null>(null);

  const requestFocus = useCallback((field: string) => {
    setFocusRequest((previous) => ({
      id: focusTargetId(field),
      count: (previous?.count ?? 0) + 1,
    }));
  }, []);

  const validationSchema = useMemo(() => createContactSchema({ phoneRequired }), [phoneRequired]);

  // The enquiry's key: made when it is first submitted, sent with every attempt of it (so a
  // resend after a lost answer is not a second lead), new once it has been received. The server
  // binds it to the fields, so an attempt with corrected fields is stored as an enquiry of its own.
  const enquiryKey = useRef("");

  const formik = useFormik<ContactFormState>({
    initialValues: EMPTY_CONTACT_FORM,
    validationSchema,
    // Checked on submit only; an error clears as soon as its field is edited.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      if (recaptcha.token === "") {
        setStatus({ tone: "error", message: CONTACT_MESSAGES.humanVerification });
        return;
      }
      enquiryKey.current ||= createIdempotencyKey();
      const outcome = await sendContactMessage(
        buildContactRequest(values, recaptcha.token, {
          sourcePage: window.location.pathname,
          // null unless the visitor accepted analytics.
          attribution: readAttribution(),
          idempotencyKey: enquiryKey.current,
        }),
      );
      // The server consumes a token whatever the answer, so a new check is needed either way.
      recaptcha.reset();
      if (outcome.kind === "success") {
        enquiryKey.current = "";
        trackLead();
        helpers.resetForm({ values: EMPTY_CONTACT_FORM });
        setStatus({ tone: "success", message: outcome.message, detail: outcome.detail });
      } else if (outcome.kind === "fields") {
        helpers.setErrors(outcome.fieldErrors);
      } else if (outcome.kind === "phone") {
        helpers.setFieldError("phone", outcome.message);
      } else {
        setStatus({ tone: "error", message: outcome.message });
      }
    },
  });

  const { errors, setFieldValue, setFieldError, setValues, submitCount, isSubmitting } = formik;

  // After each submit (checked here or answered by the server), show the summary and move focus
  // to the first field with an error, if any.
  const settledSubmit = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === settledSubmit.current) return;
    settledSubmit.current = submitCount;
    const first = firstInvalidField(errors);
    setShowSummary(first !== undefined);
    if (first) requestFocus(first);
  }, [submitCount, isSubmitting, errors, requestFocus]);

  useAdoptTypedValues(formRef, EMPTY_CONTACT_FORM, (changed) => {
    void setValues((values) => ({ ...values, ...adoptedContactValues(changed) }), false);
  });

  useEffect(() => {
    if (!focusRequest) return;
    document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  // Answers, plan and prepared message handed over by another page (read after mount). The
  // message only fills an empty field: what the visitor typed before hydration wins.
  useEffect(() => {
    void setFieldValue("assessmentResults", navigation.assessmentResults, false);
    void setFieldValue("selectedPlan", navigation.selectedPlan, false);
    if (navigation.message !== "") {
      void setValues(
        (values) =>
          values.message.trim() === "" ? { ...values, message: navigation.message } : values,
        false,
      );
    }
  }, [navigation, setFieldValue, setValues]);

  const clearError = useCallback(
    (field: string) => {
      if (field in errors) setFieldError(field, undefined);
    },
    [errors, setFieldError],
  );

  const setText = useCallback(
    (field: TextField, value: string) => {
      void setFieldValue(field, value, false);
      clearError(field);
    },
    [setFieldValue, clearError],
  );

  const setPhone = useCallback(
    (raw: string) => {
      void setFieldValue("phone", normalisePhoneInput(raw), false);
      clearError("phone");
    },
    [setFieldValue, clearError],
  );

  const setDialPrefix = useCallback(
    (prefix: string) => {
      void setFieldValue("dialPrefix", prefix, false);
      clearError("phone");
    },
    [setFieldValue, clearError],
  );

  const { solutionType } = formik.values;
  const toggleSolution = useCallback(
    (value: SolutionValue, checked: boolean) => {
      const chosen = new Set(solutionType);
      if (checked) chosen.add(value);
      else chosen.delete(value);
      // Kept in the order of the list, whatever the order of ticking.
      const next = SOLUTION_OPTIONS.map((o) => o.value).filter((v) => chosen.has(v));
      void setFieldValue("solutionType", next, false);
      clearError("solutionType");
    },
    [solutionType, setFieldValue, clearError],
  );

  const { handleSubmit: submitWithFormik } = formik;
  const handleSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isSubmitting) return;
      setStatus(null);
      submitWithFormik(event);
    },
    [isSubmitting, submitWithFormik],
  );

  const summary = useMemo(() => (showSummary ? orderedErrors(errors) : []), [showSummary, errors]);

  return {
    values: formik.values,
    errors: errors as Partial<Record<string, string>>,
    busy: isSubmitting,
    status,
    summary,
    handleSubmit,
    setText,
    setPhone,
    setDialPrefix,
    toggleSolution,
    focusField: requestFocus,
  };
}
