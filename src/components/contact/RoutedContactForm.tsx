import { useContactNavigation } from "../../hooks/useContactNavigation";
import { ContactForm } from "./ContactForm";

interface RoutedContactFormProps {
  phoneRequired: boolean;
  location: { state?: unknown; search?: string };
}

/**
 * The form with what the visitor brought from other pages (assessment answers, plan). The
 * hand-over is read here, inside the lazily loaded part: reading it in the page would
 * re-render the part before it had hydrated, and React would then replace the prebuilt
 * form with the loading fallback (a large layout shift).
 */
export function RoutedContactForm({ phoneRequired, location }: RoutedContactFormProps) {
  const navigation = useContactNavigation(location);
  return <ContactForm phoneRequired={phoneRequired} navigation={navigation} />;
}
