/**
 * The first script of every page, inline at the top of the head before any bundle: the theme,
 * then the hold on early clicks and submits. One script, so one hash in every page's policy.
 */
import "./theme-bootstrap";
import "./hold-early-interactions";
