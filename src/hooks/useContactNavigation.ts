import { useEffect, useState } from "react";
import {
  type ContactNavigation,
  EMPTY_CONTACT_NAVIGATION,
  readContactNavigation,
} from "../lib/contact/navigation-state";

interface LocationLike {
  state?: unknown;
  search?: string;
}

/**
 * The assessment answers and plan handed to the contact page. Read after mount: the prebuilt
 * HTML has neither, so reading them during the first render would break hydration.
 */
export function useContactNavigation(location: LocationLike): ContactNavigation {
  const [navigation, setNavigation] = useState<ContactNavigation>(EMPTY_CONTACT_NAVIGATION);
  const { state, search = "" } = location;
  useEffect(() => {
    setNavigation(readContactNavigation(state, search));
  }, [state, search]);
  return navigation;
}
