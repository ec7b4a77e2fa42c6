import type { GatsbyNode } from "gatsby";
import { publishShareImages } from "../share-images/generate";
import { PUBLIC_DIR } from "../site-paths";
import { recheckContentFromNowOn } from "./content-check";

/**
 * Files drawn from the records once the nodes exist: every service, case study and article
 * gets its own share card (public/share/...; unchanged cards come from the cache).
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({
  getNodesByType,
  cache,
  reporter,
}) => {
  const activity = reporter.activityTimer("Drawing share images");
  activity.start();
  const dirs = { publicDir: PUBLIC_DIR, cacheDir: cache.directory };
  const { cards, drawn } = await publishShareImages(getNodesByType, dirs);
  activity.setStatus(`${cards} cards, ${drawn} drawn, ${cards - drawn} from the cache`);
  activity.end();
  recheckContentFromNowOn();
};
