/** Business constants and limits of `../shared/spec/platform-spec.md` section 9 (Business constants and limits) (timings, minimums, mission figures). */

/** Toasts (info, success, error) disappear after 3 seconds. */
export const TOAST_DURATION_MS = 3_000;

/** The landing header turns solid once the page has scrolled this far. */
export const HEADER_SOLID_SCROLL_PX = 20;

/** The hero counter animates up to the lives goal over 2 seconds. */
export const HERO_COUNTER_MS = 2_000;

/** lastActive is refreshed every 5 minutes while a session exists. */
export const LAST_ACTIVE_HEARTBEAT_MS = 5 * 60 * 1_000;

/** User activity refreshes lastActive at most once per 60 seconds. */
export const ACTIVITY_THROTTLE_MS = 60_000;

/** The smallest team a Pathfinder booking accepts. */
export const MIN_TEAM_SIZE = 4;

/** Length of a Pathfinder consultation. */
export const SESSION_MINUTES = 30;

/** The default region of the callable functions (kept for wire compatibility). */
export const DEFAULT_FUNCTIONS_REGION = 'us-central1';

/** Mission: impact 1,000,000 lives by 2026. */
export const MISSION_LIVES_GOAL = 1_000_000;
export const MISSION_YEAR = 2026;

/** Static landing figures: 2,453 of 100,000 active leaders; "2,400+ leaders". */
export const ACTIVE_LEADERS = 2_453;
export const ACTIVE_LEADERS_GOAL = 100_000;
export const LEADERS_CLAIM = '2,400+';

/** The landing page's booking links and sales address until an admin sets them (settings.ts). */
export const DEFAULT_CUSTOM_JOURNEY_BOOKING_URL = 'https://leadvillage.africa/book/custom-journey';
export const DEFAULT_CALENDAR_PAGE_URL = 'https://leadvillage.africa/book/pathfinder';
export const DEFAULT_SALES_EMAIL = 'sales@leadvillage.africa';

/** A badge at this progress reads Unlocked. */
export const BADGE_UNLOCKED_PROGRESS = 100;

/** Texts of `../shared/spec/platform-spec.md` section 2 (Screens and routes) shown while a lazy screen loads and after a render crash. */
export const LOADING_TEXT = 'Loading...';
export const RENDER_CRASH_TEXT = 'Something went wrong.';

/** The subject of the sales email opened from the email-provider chooser (`../shared/spec/platform-spec.md` section 7 (The calls it makes)). */
export const SALES_EMAIL_SUBJECT = 'Interested in Transformation Tier';
