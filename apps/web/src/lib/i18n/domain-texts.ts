import { msg } from '@lingui/core/macro';

/*
 * The `domain` catalogue's source (lingui.config.ts): every English text the domain or the server
 * states and a person reads (packages/domain: the spec's exact words; the server's error messages),
 * each keyed by the English itself, so domainText(text) finds it from the text alone
 * (domain-text.ts). Only `lingui extract` reads this file; the app never imports it.
 * domain-texts.test.ts fails when a text the domain or the server shows is missing here.
 */

/** Route titles (domain ROUTE_TABLE): the document title. */
export const ROUTE_TITLES = [
  msg({ id: 'Sign in', message: 'Sign in' }),
  msg({ id: 'Public profile', message: 'Public profile' }),
  msg({ id: 'Demo', message: 'Demo' }),
  msg({ id: 'Knowledge base', message: 'Knowledge base' }),
  msg({ id: 'Welcome', message: 'Welcome' }),
  msg({ id: 'Onboarding', message: 'Onboarding' }),
  msg({ id: 'Build your village', message: 'Build your village' }),
  msg({ id: 'Journeys', message: 'Journeys' }),
  msg({ id: 'Journey', message: 'Journey' }),
  msg({ id: 'Module', message: 'Module' }),
  msg({ id: 'Leadership board', message: 'Leadership board' }),
  msg({ id: 'Badges', message: 'Badges' }),
  msg({ id: 'Forum', message: 'Forum' }),
  msg({ id: 'Forum post', message: 'Forum post' }),
  msg({ id: 'Impact log', message: 'Impact log' }),
  msg({ id: 'CPD record', message: 'CPD record' }),
  msg({ id: 'Upgrade', message: 'Upgrade' }),
  msg({ id: 'Profile', message: 'Profile' }),
  msg({ id: 'Capstone', message: 'Capstone' }),
  msg({ id: 'Mentoring', message: 'Mentoring' }),
  msg({ id: 'Confirm a mentoring session', message: 'Confirm a mentoring session' }),
  msg({ id: 'Join your organisation', message: 'Join your organisation' }),
  msg({ id: 'Organisation', message: 'Organisation' }),
  msg({ id: 'People', message: 'People' }),
  msg({ id: 'Points system', message: 'Points system' }),
  msg({ id: 'Admin dashboard', message: 'Admin dashboard' }),
  msg({ id: 'Admin settings', message: 'Admin settings' }),
  msg({ id: 'Admin user', message: 'Admin user' }),
  msg({ id: 'Users', message: 'Users' }),
  msg({ id: 'Leads and bookings', message: 'Leads and bookings' }),
  msg({ id: 'Audit log', message: 'Audit log' }),
  msg({ id: 'Dev outbox', message: 'Dev outbox' }),
  msg({ id: 'Knowledge base admin', message: 'Knowledge base admin' }),
  msg({ id: 'Certificates', message: 'Certificates' }),
  msg({ id: 'Events', message: 'Events' }),
  msg({ id: 'Event', message: 'Event' }),
  msg({ id: 'Events admin', message: 'Events admin' }),
  msg({ id: 'Event admin', message: 'Event admin' }),
  msg({ id: 'Capstone reviews', message: 'Capstone reviews' }),
  msg({ id: 'Capstone review', message: 'Capstone review' }),
  msg({ id: 'Journeys admin', message: 'Journeys admin' }),
  msg({ id: 'Edit journey', message: 'Edit journey' }),
  msg({ id: 'Page not found', message: 'Page not found' }),
];

/** Built-in badges (domain BUILT_IN_BADGES): name, description and criteria (describeBadgeRule); progress label. */
export const BADGE_TEXTS = [
  msg({ id: 'Data Master', message: 'Data Master' }),
  msg({
    id: 'Complete 8 modules on data literacy and digital tools.',
    message: 'Complete 8 modules on data literacy and digital tools.',
  }),
  msg({ id: 'Complete Module 8 times', message: 'Complete Module 8 times' }),
  msg({ id: 'Change Champion', message: 'Change Champion' }),
  msg({
    id: 'Submit 6 weekly reflections on the change you lead.',
    message: 'Submit 6 weekly reflections on the change you lead.',
  }),
  msg({ id: 'Submit Weekly Reflection 6 times', message: 'Submit Weekly Reflection 6 times' }),
  msg({ id: 'Leadership Excellence', message: 'Leadership Excellence' }),
  msg({ id: 'Mentor peers in 5 sessions.', message: 'Mentor peers in 5 sessions.' }),
  msg({ id: 'Peer Mentoring 5 times', message: 'Peer Mentoring 5 times' }),
  msg({ id: 'Transformation Catalyst', message: 'Transformation Catalyst' }),
  msg({
    id: 'Reach 5,001 XP: the Transformation Leader level.',
    message: 'Reach 5,001 XP: the Transformation Leader level.',
  }),
  msg({ id: 'Earn 5,001 XP', message: 'Earn 5,001 XP' }),
  msg({ id: 'Unlocked', message: 'Unlocked' }),
];

/** DISC personality types (domain PERSONALITY_TYPES): label and description. */
export const PERSONALITY_TYPE_TEXTS = [
  msg({ id: 'Dominance', message: 'Dominance' }),
  msg({
    id: 'Direct and decisive: you drive results, take charge and welcome a challenge.',
    message: 'Direct and decisive: you drive results, take charge and welcome a challenge.',
  }),
  msg({ id: 'Influence', message: 'Influence' }),
  msg({
    id: 'Outgoing and persuasive: you inspire people, build enthusiasm and share ideas.',
    message: 'Outgoing and persuasive: you inspire people, build enthusiasm and share ideas.',
  }),
  msg({ id: 'Steadiness', message: 'Steadiness' }),
  msg({
    id: 'Calm and dependable: you support your team, keep things stable and listen well.',
    message: 'Calm and dependable: you support your team, keep things stable and listen well.',
  }),
  msg({ id: 'Conscientiousness', message: 'Conscientiousness' }),
  msg({
    id: 'Precise and analytical: you value quality, accuracy and well-reasoned plans.',
    message: 'Precise and analytical: you value quality, accuracy and well-reasoned plans.',
  }),
];

/** Membership plan names (domain DEFAULT_PLANS). */
export const PLAN_TEXTS = [
  msg({ id: 'Individual', message: 'Individual' }),
  msg({ id: 'Corporate Leader', message: 'Corporate Leader' }),
];

/** Status and period labels (domain LEADERBOARD_PERIOD_LABELS, CAPSTONE_STATUS_LABELS, CPD_*_LABELS, DELIVERY_STATUS_LABELS). */
export const STATUS_TEXTS = [
  msg({ id: 'This week', message: 'This week' }),
  msg({ id: 'This month', message: 'This month' }),
  msg({ id: 'All time', message: 'All time' }),
  msg({ id: 'Not started', message: 'Not started' }),
  msg({ id: 'Draft', message: 'Draft' }),
  msg({ id: 'Waiting for review', message: 'Waiting for review' }),
  msg({ id: 'Changes requested', message: 'Changes requested' }),
  msg({ id: 'Accepted', message: 'Accepted' }),
  msg({ id: 'Module', message: 'Module' }),
  msg({ id: 'Webinar', message: 'Webinar' }),
  msg({ id: 'Peer mentoring', message: 'Peer mentoring' }),
  msg({ id: 'Capstone', message: 'Capstone' }),
  msg({ id: 'External', message: 'External' }),
  msg({ id: 'Verified by the platform', message: 'Verified by the platform' }),
  msg({ id: 'Confirmed by a peer', message: 'Confirmed by a peer' }),
  msg({ id: 'Verified by an admin', message: 'Verified by an admin' }),
  msg({ id: 'Self-reported', message: 'Self-reported' }),
  msg({ id: 'Pending', message: 'Pending' }),
  msg({ id: 'Delivered', message: 'Delivered' }),
  msg({ id: 'Failed', message: 'Failed' }),
  msg({ id: 'Stored', message: 'Stored' }),
];

/** Audit log actions (domain AUDIT_ACTION_LABELS). */
export const AUDIT_ACTION_TEXTS = [
  msg({ id: 'Profile changed', message: 'Profile changed' }),
  msg({ id: 'Role changed', message: 'Role changed' }),
  msg({ id: 'Membership changed', message: 'Membership changed' }),
  msg({ id: 'Tier changed', message: 'Tier changed' }),
  msg({ id: 'Account status changed', message: 'Account status changed' }),
  msg({ id: 'Settings changed', message: 'Settings changed' }),
  msg({ id: 'XP adjusted', message: 'XP adjusted' }),
  msg({ id: 'Badge added', message: 'Badge added' }),
  msg({ id: 'FAQ entry added', message: 'FAQ entry added' }),
  msg({ id: 'FAQ entry changed', message: 'FAQ entry changed' }),
  msg({ id: 'FAQ entry moved', message: 'FAQ entry moved' }),
  msg({ id: 'FAQ entry deleted', message: 'FAQ entry deleted' }),
  msg({ id: 'Booking delivery retried', message: 'Booking delivery retried' }),
  msg({ id: 'Mail sent again', message: 'Mail sent again' }),
  msg({ id: "Someone's forum post edited", message: "Someone's forum post edited" }),
  msg({ id: "Someone's forum post deleted", message: "Someone's forum post deleted" }),
  msg({ id: "Someone's forum comment deleted", message: "Someone's forum comment deleted" }),
  msg({ id: 'Certificate revoked', message: 'Certificate revoked' }),
  msg({ id: 'Certificate reissued', message: 'Certificate reissued' }),
  msg({ id: 'Event scheduled', message: 'Event scheduled' }),
  msg({ id: 'Event changed', message: 'Event changed' }),
  msg({ id: 'Event cancelled', message: 'Event cancelled' }),
  msg({ id: 'Attendance marked', message: 'Attendance marked' }),
  msg({ id: 'Capstone accepted', message: 'Capstone accepted' }),
  msg({ id: 'Capstone changes requested', message: 'Capstone changes requested' }),
  msg({ id: 'Journey created', message: 'Journey created' }),
  msg({
    id: 'Journey draft: title or summary changed',
    message: 'Journey draft: title or summary changed',
  }),
  msg({
    id: 'Journey draft: completion rule changed',
    message: 'Journey draft: completion rule changed',
  }),
  msg({ id: 'Journey draft: module added', message: 'Journey draft: module added' }),
  msg({ id: 'Journey draft: module changed', message: 'Journey draft: module changed' }),
  msg({ id: 'Journey draft: module moved', message: 'Journey draft: module moved' }),
  msg({ id: 'Journey draft: module removed', message: 'Journey draft: module removed' }),
  msg({ id: 'Journey draft: module added back', message: 'Journey draft: module added back' }),
  msg({ id: 'Journey draft discarded', message: 'Journey draft discarded' }),
  msg({ id: 'Journey version published', message: 'Journey version published' }),
  msg({
    id: 'Journey enrolments moved to the current version',
    message: 'Journey enrolments moved to the current version',
  }),
  msg({ id: "Organisation created", message: "Organisation created" }),
  msg({ id: "Organisation owner named", message: "Organisation owner named" }),
  msg({ id: "Organisation seats granted against an invoice", message: "Organisation seats granted against an invoice" }),
  msg({ id: "Someone invited to an organisation", message: "Someone invited to an organisation" }),
  msg({ id: "Someone removed from an organisation", message: "Someone removed from an organisation" }),
  msg({ id: "Organisation team created", message: "Organisation team created" }),
];

/** The Team Blueprint (domain ONBOARDING_STEPS, ONBOARDING_OPTIONS): questions, answers, toast and messages. */
export const ONBOARDING_TEXTS = [
  msg({ id: 'How big is your team?', message: 'How big is your team?' }),
  msg({ id: 'How long should your journey run?', message: 'How long should your journey run?' }),
  msg({
    id: 'Which challenges does your team face?',
    message: 'Which challenges does your team face?',
  }),
  msg({ id: 'Which outcomes matter most to you?', message: 'Which outcomes matter most to you?' }),
  msg({ id: 'Does your team have mentors?', message: 'Does your team have mentors?' }),
  msg({ id: '4 to 10', message: '4 to 10' }),
  msg({ id: '11 to 20', message: '11 to 20' }),
  msg({ id: '21 to 40', message: '21 to 40' }),
  msg({ id: '41 or more', message: '41 or more' }),
  msg({ id: '3 months', message: '3 months' }),
  msg({ id: '6 months', message: '6 months' }),
  msg({ id: '9 months', message: '9 months' }),
  msg({ id: '12 months', message: '12 months' }),
  msg({ id: 'Low Digital Confidence', message: 'Low Digital Confidence' }),
  msg({ id: 'Slow Innovation', message: 'Slow Innovation' }),
  msg({ id: 'Resistance to Change', message: 'Resistance to Change' }),
  msg({ id: 'Team Silos', message: 'Team Silos' }),
  msg({ id: 'Unclear Ownership', message: 'Unclear Ownership' }),
  msg({ id: 'Skills Gaps', message: 'Skills Gaps' }),
  msg({ id: 'Poor Communication', message: 'Poor Communication' }),
  msg({ id: 'Thin Leadership Pipeline', message: 'Thin Leadership Pipeline' }),
  msg({ id: 'Yes', message: 'Yes' }),
  msg({ id: 'No', message: 'No' }),
  msg({ id: 'Onboarding complete', message: 'Onboarding complete' }),
  msg({ id: 'Choose your team size', message: 'Choose your team size' }),
  msg({ id: 'Choose a journey duration', message: 'Choose a journey duration' }),
  msg({ id: 'Choose at least one challenge', message: 'Choose at least one challenge' }),
  msg({ id: 'Choose at least one outcome', message: 'Choose at least one outcome' }),
  msg({
    id: 'Tell us whether your team has mentors',
    message: 'Tell us whether your team has mentors',
  }),
];

/** The ROI estimator (domain roi.ts): outcomes, options, steps, bands, result cards and messages. */
export const ROI_TEXTS = [
  msg({ id: 'Team communication', message: 'Team communication' }),
  msg({ id: 'Self-leadership', message: 'Self-leadership' }),
  msg({ id: 'Ownership mindset', message: 'Ownership mindset' }),
  msg({ id: 'Digital adoption', message: 'Digital adoption' }),
  msg({ id: 'Productivity', message: 'Productivity' }),
  msg({ id: 'Collaboration', message: 'Collaboration' }),
  msg({ id: 'Retention', message: 'Retention' }),
  msg({ id: 'Innovation / Ideas shared', message: 'Innovation / Ideas shared' }),
  msg({ id: '3 months', message: '3 months' }),
  msg({ id: '6 months', message: '6 months' }),
  msg({ id: '9 months', message: '9 months' }),
  msg({ id: '12 months', message: '12 months' }),
  msg({ id: '18 months', message: '18 months' }),
  msg({ id: '24+ months', message: '24+ months' }),
  msg({ id: 'No', message: 'No' }),
  msg({ id: 'Sometimes', message: 'Sometimes' }),
  msg({ id: 'Yes, frequently', message: 'Yes, frequently' }),
  msg({ id: 'Team Overview', message: 'Team Overview' }),
  msg({ id: 'Pain Points', message: 'Pain Points' }),
  msg({ id: 'Aspirational Outcomes', message: 'Aspirational Outcomes' }),
  msg({ id: 'Your ROI Estimate', message: 'Your ROI Estimate' }),
  msg({ id: 'Step 1 of 3', message: 'Step 1 of 3' }),
  msg({ id: 'Step 2 of 3', message: 'Step 2 of 3' }),
  msg({ id: 'Step 3 of 3', message: 'Step 3 of 3' }),
  msg({ id: 'Step 4 of 4', message: 'Step 4 of 4' }),
  msg({ id: 'Continue', message: 'Continue' }),
  msg({ id: 'Calculate ROI', message: 'Calculate ROI' }),
  msg({ id: 'Critical ROI Leverage Moment', message: 'Critical ROI Leverage Moment' }),
  msg({
    id: 'Massive upside – urgent to take action.',
    message: 'Massive upside – urgent to take action.',
  }),
  msg({ id: 'act quickly', message: 'act quickly' }),
  msg({
    id: 'Your numbers say act quickly: every month of waiting adds to the cost. Book a strategy call this week and start a transformation journey for your leaders now.',
    message:
      'Your numbers say act quickly: every month of waiting adds to the cost. Book a strategy call this week and start a transformation journey for your leaders now.',
  }),
  msg({ id: 'High ROI Potential', message: 'High ROI Potential' }),
  msg({
    id: 'Big opportunity for fast transformation.',
    message: 'Big opportunity for fast transformation.',
  }),
  msg({ id: 'strong potential, maximise ROI', message: 'strong potential, maximise ROI' }),
  msg({
    id: 'Your team shows strong potential, maximise ROI by starting a structured 6- or 9-month journey and tracking the gains in your Impact Log.',
    message:
      'Your team shows strong potential, maximise ROI by starting a structured 6- or 9-month journey and tracking the gains in your Impact Log.',
  }),
  msg({ id: 'Moderate ROI Potential', message: 'Moderate ROI Potential' }),
  msg({
    id: 'Some gains possible with the right track.',
    message: 'Some gains possible with the right track.',
  }),
  msg({
    id: 'room for improvement, targeted interventions',
    message: 'room for improvement, targeted interventions',
  }),
  msg({
    id: 'There is room for improvement, targeted interventions on your biggest pain points will bring the first measurable gains. A strategy call helps you pick them.',
    message:
      'There is room for improvement, targeted interventions on your biggest pain points will bring the first measurable gains. A strategy call helps you pick them.',
  }),
  msg({ id: 'Low ROI Potential', message: 'Low ROI Potential' }),
  msg({
    id: 'Minimal risk, not the right moment yet.',
    message: 'Minimal risk, not the right moment yet.',
  }),
  msg({ id: 'start with small steps', message: 'start with small steps' }),
  msg({
    id: 'Now is a good time to start with small steps: a Pathfinder session or a short self-paced track prepares your team for the next stage.',
    message:
      'Now is a good time to start with small steps: a Pathfinder session or a short self-paced track prepares your team for the next stage.',
  }),
  msg({ id: 'Productivity Impact', message: 'Productivity Impact' }),
  msg({ id: 'Retention Savings', message: 'Retention Savings' }),
  msg({ id: 'Leadership Pipeline', message: 'Leadership Pipeline' }),
  msg({ id: 'Innovation Potential', message: 'Innovation Potential' }),
  msg({ id: 'Low', message: 'Low' }),
  msg({ id: 'Medium', message: 'Medium' }),
  msg({ id: 'High', message: 'High' }),
  msg({ id: 'Choose outcomes from the list', message: 'Choose outcomes from the list' }),
  msg({
    id: 'Tell us whether digital projects stalled',
    message: 'Tell us whether digital projects stalled',
  }),
  msg({ id: 'Choose a percentage from the list', message: 'Choose a percentage from the list' }),
  msg({ id: 'Team size is required', message: 'Team size is required' }),
  msg({ id: 'Choose a team size', message: 'Choose a team size' }),
  msg({ id: 'Average monthly salary is required', message: 'Average monthly salary is required' }),
  msg({ id: 'Salary must be a number', message: 'Salary must be a number' }),
  msg({ id: 'Salary cannot be negative', message: 'Salary cannot be negative' }),
  msg({ id: 'Salary looks too large', message: 'Salary looks too large' }),
  msg({
    id: 'Leadership plan percentage is required',
    message: 'Leadership plan percentage is required',
  }),
  msg({ id: 'Issues percentage is required', message: 'Issues percentage is required' }),
  msg({ id: 'Annual turnover cost is required', message: 'Annual turnover cost is required' }),
  msg({ id: 'Turnover cost must be a number', message: 'Turnover cost must be a number' }),
  msg({ id: 'Turnover cost cannot be negative', message: 'Turnover cost cannot be negative' }),
  msg({ id: 'Turnover cost looks too large', message: 'Turnover cost looks too large' }),
  msg({
    id: 'Leadership preparation time is required',
    message: 'Leadership preparation time is required',
  }),
  msg({ id: 'Choose a preparation time', message: 'Choose a preparation time' }),
  msg({ id: 'Choose at least one outcome', message: 'Choose at least one outcome' }),
  msg({ id: 'Choose at most 3 outcomes', message: 'Choose at most 3 outcomes' }),
  msg({ id: 'Choose each outcome only once', message: 'Choose each outcome only once' }),
  msg({ id: 'Please enter a valid email address', message: 'Please enter a valid email address' }),
];

/** The Pathfinder booking (domain pathfinder.ts): options, steps, time slots and messages. */
export const PATHFINDER_TEXTS = [
  msg({ id: 'Immediately', message: 'Immediately' }),
  msg({ id: 'Within 1 month', message: 'Within 1 month' }),
  msg({ id: 'Within 3 months', message: 'Within 3 months' }),
  msg({ id: 'Within 6 months', message: 'Within 6 months' }),
  msg({ id: '3 months', message: '3 months' }),
  msg({ id: '6 months', message: '6 months' }),
  msg({ id: '9 months', message: '9 months' }),
  msg({ id: '12 months', message: '12 months' }),
  msg({ id: 'Basic info', message: 'Basic info' }),
  msg({ id: 'Programme details', message: 'Programme details' }),
  msg({ id: '1:30 PM', message: '1:30 PM' }),
  msg({ id: '2:00 PM', message: '2:00 PM' }),
  msg({ id: '2:30 PM', message: '2:30 PM' }),
  msg({ id: '3:00 PM', message: '3:00 PM' }),
  msg({ id: '3:30 PM', message: '3:30 PM' }),
  msg({ id: '4:00 PM', message: '4:00 PM' }),
  msg({ id: '4:30 PM', message: '4:30 PM' }),
  msg({ id: '5:00 PM', message: '5:00 PM' }),
  msg({ id: '5:30 PM', message: '5:30 PM' }),
  msg({ id: '6:00 PM', message: '6:00 PM' }),
  msg({ id: '6:30 PM', message: '6:30 PM' }),
  msg({ id: '7:00 PM', message: '7:00 PM' }),
  msg({ id: '7:30 PM', message: '7:30 PM' }),
  msg({ id: '8:00 PM', message: '8:00 PM' }),
  msg({ id: 'Name is required', message: 'Name is required' }),
  msg({ id: 'Name is too long', message: 'Name is too long' }),
  msg({ id: 'Email is required', message: 'Email is required' }),
  msg({ id: 'Please enter a valid email address', message: 'Please enter a valid email address' }),
  msg({ id: 'Phone number is too long', message: 'Phone number is too long' }),
  msg({ id: 'Team size is required', message: 'Team size is required' }),
  msg({ id: 'Team size must be a number', message: 'Team size must be a number' }),
  msg({ id: 'Team size must be a whole number', message: 'Team size must be a whole number' }),
  msg({ id: 'Team size must be at least 4', message: 'Team size must be at least 4' }),
  msg({ id: 'Team size is too large', message: 'Team size is too large' }),
  msg({ id: 'Timeline is required', message: 'Timeline is required' }),
  msg({ id: 'Duration is required', message: 'Duration is required' }),
  msg({ id: 'Date is required', message: 'Date is required' }),
  msg({ id: 'Enter a valid date', message: 'Enter a valid date' }),
  msg({ id: 'Date cannot be in the past', message: 'Date cannot be in the past' }),
  msg({ id: 'Time is required', message: 'Time is required' }),
  msg({ id: 'Time zone is required', message: 'Time zone is required' }),
  msg({ id: 'Choose a valid time zone', message: 'Choose a valid time zone' }),
  msg({ id: 'Keep it under 5,000 characters', message: 'Keep it under 5,000 characters' }),
];

/** Knowledge base categories (domain KB_CATEGORIES) and its messages (domain and server). */
export const KNOWLEDGE_BASE_TEXTS = [
  msg({ id: 'Getting started', message: 'Getting started' }),
  msg({ id: 'XP, levels and streaks', message: 'XP, levels and streaks' }),
  msg({ id: 'Badges', message: 'Badges' }),
  msg({ id: 'ROI estimator', message: 'ROI estimator' }),
  msg({ id: 'Membership and payment', message: 'Membership and payment' }),
  msg({ id: 'Teams and consultations', message: 'Teams and consultations' }),
  msg({ id: 'Privacy', message: 'Privacy' }),
  msg({ id: 'Choose a category from the list', message: 'Choose a category from the list' }),
  msg({ id: 'A question is required', message: 'A question is required' }),
  msg({
    id: 'Write a question of at least 5 characters',
    message: 'Write a question of at least 5 characters',
  }),
  msg({
    id: 'Keep the question under 200 characters',
    message: 'Keep the question under 200 characters',
  }),
  msg({ id: 'Keep the question on one line', message: 'Keep the question on one line' }),
  msg({ id: 'An answer is required', message: 'An answer is required' }),
  msg({
    id: 'Keep the answer under 5,000 characters',
    message: 'Keep the answer under 5,000 characters',
  }),
  msg({
    id: 'Keep the search under 100 characters',
    message: 'Keep the search under 100 characters',
  }),
  msg({ id: 'Move up or down', message: 'Move up or down' }),
  msg({ id: 'That FAQ entry was not found.', message: 'That FAQ entry was not found.' }),
  msg({
    id: 'This entry is already first in its category.',
    message: 'This entry is already first in its category.',
  }),
  msg({
    id: 'This entry is already last in its category.',
    message: 'This entry is already last in its category.',
  }),
];

/** Texts the domain shows anywhere (constants.ts, demo.ts) and the default single sign-on label (server config). */
export const GENERAL_TEXTS = [
  msg({ id: 'Something went wrong.', message: 'Something went wrong.' }),
  msg({ id: 'Interested in Transformation Tier', message: 'Interested in Transformation Tier' }),
  msg({ id: 'A learner', message: 'A learner' }),
  msg({ id: 'Single sign-on', message: 'Single sign-on' }),
];

/** The server's general answers: sign-in, permissions, not found, validation, failures, replays, live points. */
export const ACCESS_MESSAGES = [
  msg({ id: 'Please sign in to continue.', message: 'Please sign in to continue.' }),
  msg({ id: 'That address is too long.', message: 'That address is too long.' }),
  msg({ id: 'Request body is nested too deeply', message: 'Request body is nested too deeply' }),
  msg({ id: 'That address is not valid.', message: 'That address is not valid.' }),
  msg({
    id: 'Too many failed sign-ins for this email address. Password sign-in for it is paused for up to 15 minutes; you can sign in with an email link meanwhile.',
    message:
      'Too many failed sign-ins for this email address. Password sign-in for it is paused for up to 15 minutes; you can sign in with an email link meanwhile.',
  }),
  msg({
    id: 'The server is busy making other documents. Please try again in a minute.',
    message: 'The server is busy making other documents. Please try again in a minute.',
  }),
  msg({
    id: 'This document took too long to make and was abandoned. Please try again later.',
    message: 'This document took too long to make and was abandoned. Please try again later.',
  }),
  msg({
    id: 'The server is restarting. Please try again in a minute.',
    message: 'The server is restarting. Please try again in a minute.',
  }),
  msg({ id: 'Your account is inactive.', message: 'Your account is inactive.' }),
  msg({
    id: 'You do not have permission to do that.',
    message: 'You do not have permission to do that.',
  }),
  msg({ id: 'That page was not found.', message: 'That page was not found.' }),
  msg({
    id: 'This request came from another site and was refused.',
    message: 'This request came from another site and was refused.',
  }),
  msg({ id: 'This needs an admin account.', message: 'This needs an admin account.' }),
  msg({ id: 'This needs a paid membership.', message: 'This needs a paid membership.' }),
  msg({
    id: 'Please check the highlighted fields.',
    message: 'Please check the highlighted fields.',
  }),
  msg({ id: 'Invalid value', message: 'Invalid value' }),
  msg({
    id: 'Something went wrong on our side. Please try again.',
    message: 'Something went wrong on our side. Please try again.',
  }),
  msg({
    id: 'The Idempotency-Key header must be a UUID',
    message: 'The Idempotency-Key header must be a UUID',
  }),
  msg({
    id: 'This Idempotency-Key was already used for a different request. Make a new key for each new write.',
    message:
      'This Idempotency-Key was already used for a different request. Make a new key for each new write.',
  }),
  msg({
    id: 'This request is still being processed. Try again in a moment.',
    message: 'This request is still being processed. Try again in a moment.',
  }),
  msg({ id: 'Not a valid request key', message: 'Not a valid request key' }),
  msg({
    id: 'Live points are already open in 5 tabs. Close one, then reload this page.',
    message: 'Live points are already open in 5 tabs. Close one, then reload this page.',
  }),
  msg({ id: 'That learner was not found.', message: 'That learner was not found.' }),
  msg({ id: 'That user was not found.', message: 'That user was not found.' }),
  msg({ id: 'Page must be a number', message: 'Page must be a number' }),
  msg({ id: 'Page size must be a number', message: 'Page size must be a number' }),
  msg({ id: 'Enter a date as YYYY-MM-DD', message: 'Enter a date as YYYY-MM-DD' }),
];

/** The profile's messages (domain profile.ts, locale-schema.ts). */
export const PROFILE_MESSAGES = [
  msg({ id: 'Enter text', message: 'Enter text' }),
  msg({ id: 'Enter your name', message: 'Enter your name' }),
  msg({ id: 'Use at most 80 characters', message: 'Use at most 80 characters' }),
  msg({
    id: 'Enter a photo URL starting with https://',
    message: 'Enter a photo URL starting with https://',
  }),
  msg({ id: 'Use at most 500 characters', message: 'Use at most 500 characters' }),
  msg({ id: 'Choose a country from the list', message: 'Choose a country from the list' }),
  msg({ id: 'Choose a valid timezone', message: 'Choose a valid timezone' }),
  msg({
    id: 'Choose one of the four personality types',
    message: 'Choose one of the four personality types',
  }),
  msg({
    id: 'Choose whether to show you on leaderboards',
    message: 'Choose whether to show you on leaderboards',
  }),
  msg({ id: 'Choose a language from the list', message: 'Choose a language from the list' }),
  msg({
    id: 'Choose one of the languages: en, fr.',
    message: 'Choose one of the languages: en, fr.',
  }),
];

/** The forum's messages (domain forum.ts, server forum service). */
export const FORUM_MESSAGES = [
  msg({
    id: 'Quotes, lists or emphasis are nested more than 100 levels deep. Please simplify the text.',
    message: 'Quotes, lists or emphasis are nested more than 100 levels deep. Please simplify the text.',
  }),
  msg({ id: 'Give your post a title', message: 'Give your post a title' }),
  msg({
    id: 'The title needs at least 3 characters',
    message: 'The title needs at least 3 characters',
  }),
  msg({
    id: 'Keep the title to 150 characters or fewer',
    message: 'Keep the title to 150 characters or fewer',
  }),
  msg({ id: 'Write something in your post', message: 'Write something in your post' }),
  msg({
    id: 'Keep the post to 20,000 characters or fewer',
    message: 'Keep the post to 20,000 characters or fewer',
  }),
  msg({ id: 'Write a comment first', message: 'Write a comment first' }),
  msg({
    id: 'Keep the comment to 2,000 characters or fewer',
    message: 'Keep the comment to 2,000 characters or fewer',
  }),
  msg({ id: 'Change the title or the body', message: 'Change the title or the body' }),
  msg({
    id: 'Keep the search under 100 characters',
    message: 'Keep the search under 100 characters',
  }),
  msg({ id: 'That post was not found.', message: 'That post was not found.' }),
  msg({
    id: 'Only the author or an admin can edit this post.',
    message: 'Only the author or an admin can edit this post.',
  }),
  msg({
    id: 'Only the author or an admin can delete this post.',
    message: 'Only the author or an admin can delete this post.',
  }),
  msg({ id: 'That comment was not found.', message: 'That comment was not found.' }),
  msg({
    id: 'Only the author or an admin can delete this comment.',
    message: 'Only the author or an admin can delete this comment.',
  }),
];

/** The Impact Log's and weekly reflection's messages (domain impact.ts, server impact service). */
export const IMPACT_MESSAGES = [
  msg({ id: 'Name what you measured', message: 'Name what you measured' }),
  msg({ id: 'Use at most 80 characters', message: 'Use at most 80 characters' }),
  msg({ id: 'Enter the before value as a number', message: 'Enter the before value as a number' }),
  msg({ id: 'Enter the after value as a number', message: 'Enter the after value as a number' }),
  msg({ id: 'The before value is too large', message: 'The before value is too large' }),
  msg({ id: 'The after value is too large', message: 'The after value is too large' }),
  msg({ id: 'Give the entry a title', message: 'Give the entry a title' }),
  msg({ id: 'Use at most 120 characters', message: 'Use at most 120 characters' }),
  msg({ id: 'Describe what changed', message: 'Describe what changed' }),
  msg({ id: 'Use at most 2000 characters', message: 'Use at most 2000 characters' }),
  msg({ id: 'Choose private or public', message: 'Choose private or public' }),
  msg({ id: 'Write your reflection', message: 'Write your reflection' }),
  msg({ id: 'The date cannot be in the future', message: 'The date cannot be in the future' }),
  msg({ id: 'Choose the date', message: 'Choose the date' }),
  msg({
    id: 'A reflection must arrive within 8 days of the day it was written',
    message: 'A reflection must arrive within 8 days of the day it was written',
  }),
  msg({ id: 'That impact entry was not found.', message: 'That impact entry was not found.' }),
  msg({
    id: 'You can only change your own impact entries.',
    message: 'You can only change your own impact entries.',
  }),
  msg({
    id: 'You already submitted your reflection for this week.',
    message: 'You already submitted your reflection for this week.',
  }),
];

/** The CPD record's messages (domain cpd.ts, server CPD service). */
export const CPD_MESSAGES = [
  msg({ id: 'Enter the minutes', message: 'Enter the minutes' }),
  msg({ id: 'Enter the minutes as a number', message: 'Enter the minutes as a number' }),
  msg({ id: 'Enter whole minutes', message: 'Enter whole minutes' }),
  msg({ id: 'Enter at least 1 minute', message: 'Enter at least 1 minute' }),
  msg({
    id: 'Enter at most 1,440 minutes (one day) per entry',
    message: 'Enter at most 1,440 minutes (one day) per entry',
  }),
  msg({ id: 'Name the activity', message: 'Name the activity' }),
  msg({ id: 'Use at most 200 characters', message: 'Use at most 200 characters' }),
  msg({ id: 'Name the provider (who ran it)', message: 'Name the provider (who ran it)' }),
  msg({ id: 'Use at most 120 characters', message: 'Use at most 120 characters' }),
  msg({ id: 'Describe the evidence', message: 'Describe the evidence' }),
  msg({ id: 'Use at most 4000 characters', message: 'Use at most 4000 characters' }),
  msg({
    id: 'Say why you remove this entry (at least 3 characters)',
    message: 'Say why you remove this entry (at least 3 characters)',
  }),
  msg({ id: 'Use at most 500 characters', message: 'Use at most 500 characters' }),
  msg({ id: 'The date cannot be in the future', message: 'The date cannot be in the future' }),
  msg({
    id: 'The end date cannot be before the start date',
    message: 'The end date cannot be before the start date',
  }),
  msg({ id: 'That CPD entry was not found.', message: 'That CPD entry was not found.' }),
  msg({
    id: 'Only entries you added yourself (self-reported) can be removed.',
    message: 'Only entries you added yourself (self-reported) can be removed.',
  }),
  msg({ id: 'This entry is already removed.', message: 'This entry is already removed.' }),
];

/** Peer mentoring's messages (domain mentoring.ts, server mentoring service). */
export const MENTORING_MESSAGES = [
  msg({
    id: 'You cannot log a mentoring session with yourself. Choose the colleague you mentored.',
    message: 'You cannot log a mentoring session with yourself. Choose the colleague you mentored.',
  }),
  msg({ id: 'The date cannot be in the future', message: 'The date cannot be in the future' }),
  msg({ id: 'Log a session within 30 days of it', message: 'Log a session within 30 days of it' }),
  msg({
    id: 'Enter how many minutes the session lasted',
    message: 'Enter how many minutes the session lasted',
  }),
  msg({ id: 'Enter the minutes as a number', message: 'Enter the minutes as a number' }),
  msg({ id: 'Enter whole minutes', message: 'Enter whole minutes' }),
  msg({
    id: 'A session lasts at least 15 minutes',
    message: 'A session lasts at least 15 minutes',
  }),
  msg({
    id: 'Log at most 240 minutes per session',
    message: 'Log at most 240 minutes per session',
  }),
  msg({ id: 'Choose the colleague you mentored', message: 'Choose the colleague you mentored' }),
  msg({ id: 'Choose the date of the session', message: 'Choose the date of the session' }),
  msg({ id: 'Say what you worked on', message: 'Say what you worked on' }),
  msg({
    id: 'Keep the topic to 160 characters or fewer',
    message: 'Keep the topic to 160 characters or fewer',
  }),
  msg({ id: 'Write at least 3 characters', message: 'Write at least 3 characters' }),
  msg({ id: 'This link is not complete', message: 'This link is not complete' }),
  msg({ id: 'Answer confirm or decline', message: 'Answer confirm or decline' }),
  msg({ id: 'Search with at most 80 characters', message: 'Search with at most 80 characters' }),
  msg({
    id: 'That colleague was not found among active learners. Search for them again.',
    message: 'That colleague was not found among active learners. Search for them again.',
  }),
  msg({ id: 'Choose a colleague from the list', message: 'Choose a colleague from the list' }),
  msg({
    id: 'You have logged 20 sessions in the last 24 hours. Try again tomorrow.',
    message: 'You have logged 20 sessions in the last 24 hours. Try again tomorrow.',
  }),
  msg({ id: 'That mentoring link was not found.', message: 'That mentoring link was not found.' }),
  msg({
    id: 'That mentoring session was not found.',
    message: 'That mentoring session was not found.',
  }),
  msg({
    id: 'You already confirmed this session, so it can no longer be declined.',
    message: 'You already confirmed this session, so it can no longer be declined.',
  }),
  msg({
    id: 'This session was logged with someone else: only they can confirm or decline it.',
    message: 'This session was logged with someone else: only they can confirm or decline it.',
  }),
];

/** The village's (team's) messages (domain teams.ts, server teams services). */
export const VILLAGE_MESSAGES = [
  msg({ id: 'Village name is required', message: 'Village name is required' }),
  msg({
    id: 'Village name must be at least 2 characters',
    message: 'Village name must be at least 2 characters',
  }),
  msg({
    id: 'Village name must be at most 60 characters',
    message: 'Village name must be at most 60 characters',
  }),
  msg({ id: 'Email is required', message: 'Email is required' }),
  msg({ id: 'Please enter a valid email address', message: 'Please enter a valid email address' }),
  msg({ id: 'This link is not valid', message: 'This link is not valid' }),
  msg({
    id: 'This link has expired. Ask your village leader for a new one.',
    message: 'This link has expired. Ask your village leader for a new one.',
  }),
  msg({ id: 'That village link was not found.', message: 'That village link was not found.' }),
  msg({
    id: 'You are already in a village. Leave it before you create another.',
    message: 'You are already in a village. Leave it before you create another.',
  }),
  msg({ id: 'Your village was not found.', message: 'Your village was not found.' }),
  msg({
    id: 'Only the village leader can do that.',
    message: 'Only the village leader can do that.',
  }),
  msg({
    id: 'Your village has sent 20 invites in the last hour. Try again later, or share the join link.',
    message:
      'Your village has sent 20 invites in the last hour. Try again later, or share the join link.',
  }),
  msg({
    id: 'This invite was already used. Ask your village leader for a new one.',
    message: 'This invite was already used. Ask your village leader for a new one.',
  }),
  msg({ id: 'This invite was already used.', message: 'This invite was already used.' }),
  msg({ id: 'You are already in this village.', message: 'You are already in this village.' }),
  msg({
    id: 'You are already in a village. Leave it before you join another.',
    message: 'You are already in a village. Leave it before you join another.',
  }),
  msg({
    id: 'This village is full (200 members).',
    message: 'This village is full (200 members).',
  }),
  msg({
    id: 'Hand over leadership to another member before you leave, or remove the other members first.',
    message:
      'Hand over leadership to another member before you leave, or remove the other members first.',
  }),
  msg({
    id: 'You cannot remove yourself. Leave the village instead.',
    message: 'You cannot remove yourself. Leave the village instead.',
  }),
  msg({ id: 'That member was not found.', message: 'That member was not found.' }),
  msg({ id: 'You already lead this village.', message: 'You already lead this village.' }),
  msg({
    id: "Only the village leader can see its members' progress.",
    message: "Only the village leader can see its members' progress.",
  }),
];

/** Organisations' messages (domain organisations.ts, server organisations module, the villages' organisation check). */
export const ORGANISATION_MESSAGES = [
  msg({ id: "This organisation has no seats in force. Seats must be granted for the current term before you invite.", message: "This organisation has no seats in force. Seats must be granted for the current term before you invite." }),
  msg({ id: "Organisation name is required", message: "Organisation name is required" }),
  msg({ id: "Organisation name must be at most 100 characters", message: "Organisation name must be at most 100 characters" }),
  msg({ id: "Organisation name must be at least 2 characters", message: "Organisation name must be at least 2 characters" }),
  msg({ id: "Grant at most 100000 seats at once", message: "Grant at most 100000 seats at once" }),
  msg({ id: "Grant at least 1 seat", message: "Grant at least 1 seat" }),
  msg({ id: "Enter a whole number of seats", message: "Enter a whole number of seats" }),
  msg({ id: "Enter the invoice number", message: "Enter the invoice number" }),
  msg({ id: "Use at most 100 characters for the invoice number", message: "Use at most 100 characters for the invoice number" }),
  msg({ id: "The term must end on or after its first day", message: "The term must end on or after its first day" }),
  msg({ id: "Choose a role: admin, team leader or member", message: "Choose a role: admin, team leader or member" }),
  msg({ id: "Choose who leads the team", message: "Choose who leads the team" }),
  msg({ id: "That organisation was not found.", message: "That organisation was not found." }),
  msg({ id: "Your role in this organisation does not allow that.", message: "Your role in this organisation does not allow that." }),
  msg({ id: "No account uses that email. Ask the owner to sign up first.", message: "No account uses that email. Ask the owner to sign up first." }),
  msg({ id: "That person is already a member of an organisation.", message: "That person is already a member of an organisation." }),
  msg({ id: "Only the owner can invite an admin.", message: "Only the owner can invite an admin." }),
  msg({ id: "That person is already a member of this organisation.", message: "That person is already a member of this organisation." }),
  msg({ id: "An invitation to that address is already waiting.", message: "An invitation to that address is already waiting." }),
  msg({ id: "Your organisation has no seat left for you. Ask its administrator to free a seat or add seats.", message: "Your organisation has no seat left for you. Ask its administrator to free a seat or add seats." }),
  msg({ id: "Your account already belongs to another organisation, so this sign-in was refused.", message: "Your account already belongs to another organisation, so this sign-in was refused." }),
  msg({ id: "This provider may only sign in addresses of its organisation's own email domains.", message: "This provider may only sign in addresses of its organisation's own email domains." }),
  msg({ id: "No organisation signs in with that email domain. Sign in with your email and password.", message: "No organisation signs in with that email domain. Sign in with your email and password." }),
  msg({ id: "Enter the client secret.", message: "Enter the client secret." }),
  msg({ id: "Enter the client ID.", message: "Enter the client ID." }),
  msg({ id: "Enter at least one email domain.", message: "Enter at least one email domain." }),
  msg({ id: "At most 10 email domains.", message: "At most 10 email domains." }),
  msg({ id: "The provider must be reached over https://.", message: "The provider must be reached over https://." }),
  msg({ id: "Enter the full address of the provider, starting with https://.", message: "Enter the full address of the provider, starting with https://." }),
  msg({ id: "The provider could not be reached at that address, or its OpenID configuration is incomplete.", message: "The provider could not be reached at that address, or its OpenID configuration is incomplete." }),
  msg({ id: "Check the issuer address (its /.well-known/openid-configuration must answer).", message: "Check the issuer address (its /.well-known/openid-configuration must answer)." }),
  msg({ id: "That organisation's sign-in provider was not found.", message: "That organisation's sign-in provider was not found." }),
  msg({ id: "That sign-in provider was not found.", message: "That sign-in provider was not found." }),
  msg({ id: "Enter your work email address.", message: "Enter your work email address." }),
  msg({ id: "That invitation was not found.", message: "That invitation was not found." }),
  msg({ id: "This invitation was already used or withdrawn.", message: "This invitation was already used or withdrawn." }),
  msg({ id: "This invitation has expired. Ask your organisation for a new one.", message: "This invitation has expired. Ask your organisation for a new one." }),
  msg({ id: "This invitation is for another email address. Sign in with the address it was sent to.", message: "This invitation is for another email address. Sign in with the address it was sent to." }),
  msg({ id: "You are already a member of an organisation.", message: "You are already a member of an organisation." }),
  msg({ id: "This person leads one of the teams: hand the team over before you remove them.", message: "This person leads one of the teams: hand the team over before you remove them." }),
  msg({ id: "That person is already in a village. They must leave it before they lead a team.", message: "That person is already in a village. They must leave it before they lead a team." }),
  msg({ id: "This village is one of an organisation's teams: only the organisation's members can join it.", message: "This village is one of an organisation's teams: only the organisation's members can join it." }),
];

/** Journeys' messages, for learners and authors (domain journey-*.ts, server journeys module). */
export const JOURNEY_MESSAGES = [
  msg({ id: 'Enter a short id', message: 'Enter a short id' }),
  msg({
    id: 'Keep the id to 80 characters or fewer',
    message: 'Keep the id to 80 characters or fewer',
  }),
  msg({
    id: 'Use lower-case letters, digits and single hyphens',
    message: 'Use lower-case letters, digits and single hyphens',
  }),
  msg({ id: 'Keep it to 120 characters or fewer', message: 'Keep it to 120 characters or fewer' }),
  msg({ id: 'Keep it to 400 characters or fewer', message: 'Keep it to 400 characters or fewer' }),
  msg({
    id: 'Keep it to 5,000 characters or fewer',
    message: 'Keep it to 5,000 characters or fewer',
  }),
  msg({
    id: 'Keep it to 20,000 characters or fewer',
    message: 'Keep it to 20,000 characters or fewer',
  }),
  msg({ id: 'Enter the video length in minutes', message: 'Enter the video length in minutes' }),
  msg({
    id: 'Enter the video length in whole minutes',
    message: 'Enter the video length in whole minutes',
  }),
  msg({
    id: 'The video length must be at least 1 minute',
    message: 'The video length must be at least 1 minute',
  }),
  msg({
    id: 'The video length must be at most 600 minutes',
    message: 'The video length must be at most 600 minutes',
  }),
  msg({
    id: 'Enter the estimated time in minutes',
    message: 'Enter the estimated time in minutes',
  }),
  msg({
    id: 'Enter the estimated time in whole minutes',
    message: 'Enter the estimated time in whole minutes',
  }),
  msg({
    id: 'The estimated time must be at least 1 minute',
    message: 'The estimated time must be at least 1 minute',
  }),
  msg({
    id: 'The estimated time must be at most 600 minutes',
    message: 'The estimated time must be at most 600 minutes',
  }),
  msg({ id: 'Enter the CPD time in minutes', message: 'Enter the CPD time in minutes' }),
  msg({
    id: 'Enter the CPD time in whole minutes',
    message: 'Enter the CPD time in whole minutes',
  }),
  msg({
    id: 'The CPD time must be at least 0 minutes',
    message: 'The CPD time must be at least 0 minutes',
  }),
  msg({
    id: 'The CPD time must be at most 600 minutes',
    message: 'The CPD time must be at most 600 minutes',
  }),
  msg({
    id: 'Enter the capstone CPD time in minutes',
    message: 'Enter the capstone CPD time in minutes',
  }),
  msg({
    id: 'Enter the capstone CPD time in whole minutes',
    message: 'Enter the capstone CPD time in whole minutes',
  }),
  msg({
    id: 'The capstone CPD time must be at least 0 minutes',
    message: 'The capstone CPD time must be at least 0 minutes',
  }),
  msg({
    id: 'The capstone CPD time must be at most 600 minutes',
    message: 'The capstone CPD time must be at most 600 minutes',
  }),
  msg({ id: 'Enter the video size in MB', message: 'Enter the video size in MB' }),
  msg({
    id: 'The video size must be more than 0 MB',
    message: 'The video size must be more than 0 MB',
  }),
  msg({
    id: 'The video size must be at most 4096 MB',
    message: 'The video size must be at most 4096 MB',
  }),
  msg({ id: 'Give the module a title', message: 'Give the module a title' }),
  msg({ id: 'Write a short summary', message: 'Write a short summary' }),
  msg({ id: 'Write the lesson', message: 'Write the lesson' }),
  msg({ id: 'Write the practice exercise', message: 'Write the practice exercise' }),
  msg({ id: 'Write the reflection question', message: 'Write the reflection question' }),
  msg({
    id: 'Enter how many webinars are required',
    message: 'Enter how many webinars are required',
  }),
  msg({ id: 'Enter a whole number of webinars', message: 'Enter a whole number of webinars' }),
  msg({
    id: 'The number of webinars cannot be negative',
    message: 'The number of webinars cannot be negative',
  }),
  msg({ id: 'Require at most 20 webinars', message: 'Require at most 20 webinars' }),
  msg({ id: 'Say whether a capstone is required', message: 'Say whether a capstone is required' }),
  msg({ id: 'Give the journey a title', message: 'Give the journey a title' }),
  msg({ id: 'Write the capstone brief', message: 'Write the capstone brief' }),
  msg({ id: 'Add at least one module', message: 'Add at least one module' }),
  msg({
    id: 'A module appears twice in the version',
    message: 'A module appears twice in the version',
  }),
  msg({ id: 'Two modules share a position', message: 'Two modules share a position' }),
  msg({
    id: 'Write your reflection to complete the module',
    message: 'Write your reflection to complete the module',
  }),
  msg({ id: 'Write at least 20 characters', message: 'Write at least 20 characters' }),
  msg({
    id: 'Keep your reflection to 4,000 characters or fewer',
    message: 'Keep your reflection to 4,000 characters or fewer',
  }),
  msg({ id: 'Say whether the module is required', message: 'Say whether the module is required' }),
  msg({ id: 'Move up or down', message: 'Move up or down' }),
  msg({ id: 'Send the Markdown to preview', message: 'Send the Markdown to preview' }),
  msg({ id: 'Choose the learners to move', message: 'Choose the learners to move' }),
  msg({
    id: 'Choose at least one learner to move',
    message: 'Choose at least one learner to move',
  }),
  msg({
    id: 'Move at most 500 chosen learners at a time, or move all',
    message: 'Move at most 500 chosen learners at a time, or move all',
  }),
  msg({
    id: "Say which enrolments to move: scope 'all' or 'chosen'",
    message: "Say which enrolments to move: scope 'all' or 'chosen'",
  }),
  msg({
    id: "'custom' is the custom path's id. Choose another id.",
    message: "'custom' is the custom path's id. Choose another id.",
  }),
  msg({
    id: 'Add at least one module before publishing.',
    message: 'Add at least one module before publishing.',
  }),
  msg({
    id: 'Mark at least one module required before publishing.',
    message: 'Mark at least one module required before publishing.',
  }),
  msg({
    id: 'Write the capstone brief before publishing (the journey page shows it).',
    message: 'Write the capstone brief before publishing (the journey page shows it).',
  }),
  msg({
    id: 'Add at least one module before publishing. Write the capstone brief before publishing (the journey page shows it).',
    message:
      'Add at least one module before publishing. Write the capstone brief before publishing (the journey page shows it).',
  }),
  msg({
    id: 'Mark at least one module required before publishing. Write the capstone brief before publishing (the journey page shows it).',
    message:
      'Mark at least one module required before publishing. Write the capstone brief before publishing (the journey page shows it).',
  }),
  msg({ id: 'That journey was not found.', message: 'That journey was not found.' }),
  msg({ id: 'That module was not found.', message: 'That module was not found.' }),
  msg({
    id: 'This journey has never been published: its draft is all there is, so it cannot be discarded.',
    message:
      'This journey has never been published: its draft is all there is, so it cannot be discarded.',
  }),
  msg({ id: 'There is no draft to discard.', message: 'There is no draft to discard.' }),
  msg({
    id: 'There is nothing to publish: the draft is the same as the current version. Make a change first.',
    message:
      'There is nothing to publish: the draft is the same as the current version. Make a change first.',
  }),
  msg({
    id: "A named path's title follows its leader's name: change the leader's name in Admin settings.",
    message:
      "A named path's title follows its leader's name: change the leader's name in Admin settings.",
  }),
  msg({
    id: "A published module keeps its id: learners' links and records use it.",
    message: "A published module keeps its id: learners' links and records use it.",
  }),
  msg({
    id: 'This module is already in the draft.',
    message: 'This module is already in the draft.',
  }),
  msg({ id: 'This module is already first.', message: 'This module is already first.' }),
  msg({ id: 'This module is already last.', message: 'This module is already last.' }),
  msg({
    id: 'This journey has no published version yet: publish one before moving enrolments.',
    message: 'This journey has no published version yet: publish one before moving enrolments.',
  }),
  msg({
    id: 'Choose learners from the list of older enrolments.',
    message: 'Choose learners from the list of older enrolments.',
  }),
  msg({
    id: 'An enrolment changed while it was being moved. Nothing was moved; please try again.',
    message: 'An enrolment changed while it was being moved. Nothing was moved; please try again.',
  }),
];

/** The capstone's messages and review notices (domain capstone-contracts.ts, server capstones module). */
export const CAPSTONE_MESSAGES = [
  msg({
    id: 'Keep your capstone to 20,000 characters or fewer',
    message: 'Keep your capstone to 20,000 characters or fewer',
  }),
  msg({ id: 'Write your capstone', message: 'Write your capstone' }),
  msg({
    id: 'Write your capstone before you submit it',
    message: 'Write your capstone before you submit it',
  }),
  msg({
    id: 'Write at least 100 characters before you submit',
    message: 'Write at least 100 characters before you submit',
  }),
  msg({ id: "Enter the link's https:// address", message: "Enter the link's https:// address" }),
  msg({ id: 'Describe the link in words', message: 'Describe the link in words' }),
  msg({
    id: 'Keep the description to 120 characters or fewer',
    message: 'Keep the description to 120 characters or fewer',
  }),
  msg({ id: 'Links must be a list', message: 'Links must be a list' }),
  msg({ id: 'Add at most 5 links', message: 'Add at most 5 links' }),
  msg({ id: 'You added the same link twice', message: 'You added the same link twice' }),
  msg({
    id: 'Write your feedback for the learner',
    message: 'Write your feedback for the learner',
  }),
  msg({
    id: 'Write at least 10 characters of feedback',
    message: 'Write at least 10 characters of feedback',
  }),
  msg({
    id: 'Keep the feedback to 4,000 characters or fewer',
    message: 'Keep the feedback to 4,000 characters or fewer',
  }),
  msg({ id: 'Name the submission you reviewed', message: 'Name the submission you reviewed' }),
  msg({
    id: 'Accept the capstone or ask for changes',
    message: 'Accept the capstone or ask for changes',
  }),
  msg({ id: 'Choose waiting or reviewed', message: 'Choose waiting or reviewed' }),
  msg({ id: 'That capstone was not found.', message: 'That capstone was not found.' }),
  msg({
    id: 'This capstone was already reviewed.',
    message: 'This capstone was already reviewed.',
  }),
  msg({
    id: 'The learner is no longer enrolled in this journey.',
    message: 'The learner is no longer enrolled in this journey.',
  }),
  msg({
    id: 'You cannot review your own capstone. Another admin reviews it.',
    message: 'You cannot review your own capstone. Another admin reviews it.',
  }),
  msg({ id: 'That submission was not found.', message: 'That submission was not found.' }),
  msg({
    id: 'Your capstone is waiting for review. You can change it again if the reviewer asks for changes.',
    message:
      'Your capstone is waiting for review. You can change it again if the reviewer asks for changes.',
  }),
  msg({
    id: 'Your capstone was accepted, so it can no longer be changed.',
    message: 'Your capstone was accepted, so it can no longer be changed.',
  }),
  msg({
    id: 'Your capstone changed meanwhile. Reload and try again.',
    message: 'Your capstone changed meanwhile. Reload and try again.',
  }),
  msg({
    id: 'Your capstone for this journey was not found.',
    message: 'Your capstone for this journey was not found.',
  }),
  msg({
    id: 'You wrote this capstone, so another admin reviews it.',
    message: 'You wrote this capstone, so another admin reviews it.',
  }),
  msg({
    id: 'Accepted. The learner received Capstone Challenge and the CPD minutes.',
    message: 'Accepted. The learner received Capstone Challenge and the CPD minutes.',
  }),
  msg({
    id: 'Changes were requested. The capstone comes back to the queue when the learner submits it again.',
    message:
      'Changes were requested. The capstone comes back to the queue when the learner submits it again.',
  }),
  msg({ id: 'Unknown journey', message: 'Unknown journey' }),
  msg({ id: 'Deleted account', message: 'Deleted account' }),
];

/** Events' (webinars') messages (domain webinar-contracts.ts, server webinars module). */
export const EVENT_MESSAGES = [
  msg({
    id: 'The host will add the joining link before the session.',
    message: 'The host will add the joining link before the session.',
  }),
  msg({ id: 'Keep it to 120 characters or fewer', message: 'Keep it to 120 characters or fewer' }),
  msg({
    id: 'Keep it to 4,000 characters or fewer',
    message: 'Keep it to 4,000 characters or fewer',
  }),
  msg({ id: 'Enter the start date and time', message: 'Enter the start date and time' }),
  msg({
    id: 'Enter the start as a date and a time',
    message: 'Enter the start as a date and a time',
  }),
  msg({ id: 'Enter the end date and time', message: 'Enter the end date and time' }),
  msg({ id: 'Enter the end as a date and a time', message: 'Enter the end as a date and a time' }),
  msg({ id: 'Choose a timezone', message: 'Choose a timezone' }),
  msg({ id: 'Choose a valid timezone', message: 'Choose a valid timezone' }),
  msg({ id: 'Enter the joining link', message: 'Enter the joining link' }),
  msg({ id: 'Give the event a title', message: 'Give the event a title' }),
  msg({
    id: 'Say what participants leave the session with',
    message: 'Say what participants leave the session with',
  }),
  msg({ id: 'Enter the CPD minutes', message: 'Enter the CPD minutes' }),
  msg({ id: 'Enter whole minutes', message: 'Enter whole minutes' }),
  msg({ id: 'The CPD minutes cannot be negative', message: 'The CPD minutes cannot be negative' }),
  msg({ id: 'At most 600 CPD minutes', message: 'At most 600 CPD minutes' }),
  msg({ id: 'Choose a journey from the list', message: 'Choose a journey from the list' }),
  msg({ id: 'The end must be after the start', message: 'The end must be after the start' }),
  msg({ id: 'An event can last at most 12 hours', message: 'An event can last at most 12 hours' }),
  msg({
    id: 'Enter the 6-digit code the host shows',
    message: 'Enter the 6-digit code the host shows',
  }),
  msg({ id: 'Enter the learner’s email address', message: 'Enter the learner’s email address' }),
  msg({
    id: 'This event would already be over. Choose a later end.',
    message: 'This event would already be over. Choose a later end.',
  }),
  msg({ id: 'This time has already passed', message: 'This time has already passed' }),
  msg({ id: 'That journey does not exist.', message: 'That journey does not exist.' }),
  msg({
    id: 'This event was cancelled, so it cannot be changed.',
    message: 'This event was cancelled, so it cannot be changed.',
  }),
  msg({
    id: 'This event has already ended, so it cannot be cancelled.',
    message: 'This event has already ended, so it cannot be cancelled.',
  }),
  msg({ id: 'This event was already cancelled.', message: 'This event was already cancelled.' }),
  msg({
    id: 'This event was cancelled, so it takes no attendance codes.',
    message: 'This event was cancelled, so it takes no attendance codes.',
  }),
  msg({
    id: 'This event has not started yet. Enter the code the host shows during the session.',
    message: 'This event has not started yet. Enter the code the host shows during the session.',
  }),
  msg({
    id: 'Attendance codes for this event closed 10 minutes after it ended. Ask the host to mark your attendance.',
    message:
      'Attendance codes for this event closed 10 minutes after it ended. Ask the host to mark your attendance.',
  }),
  msg({
    id: 'That code has expired: codes change every 5 minutes. Enter the code the host shows now.',
    message:
      'That code has expired: codes change every 5 minutes. Enter the code the host shows now.',
  }),
  msg({
    id: 'That code has expired. Enter the one shown now.',
    message: 'That code has expired. Enter the one shown now.',
  }),
  msg({
    id: 'That code is not right. Check the code the host shows and try again.',
    message: 'That code is not right. Check the code the host shows and try again.',
  }),
  msg({ id: 'That code is not right.', message: 'That code is not right.' }),
  msg({
    id: 'This event was cancelled, so no one can be marked as attending it.',
    message: 'This event was cancelled, so no one can be marked as attending it.',
  }),
  msg({
    id: 'Attendance can be marked once the event has started.',
    message: 'Attendance can be marked once the event has started.',
  }),
  msg({
    id: 'No account uses that email address.',
    message: 'No account uses that email address.',
  }),
  msg({ id: 'That event was not found.', message: 'That event was not found.' }),
  msg({
    id: 'This event was cancelled, so it takes no registrations.',
    message: 'This event was cancelled, so it takes no registrations.',
  }),
  msg({
    id: 'This event has ended, so it takes no registrations.',
    message: 'This event has ended, so it takes no registrations.',
  }),
  msg({
    id: 'This event has ended: your registration stays on record.',
    message: 'This event has ended: your registration stays on record.',
  }),
];

/** Certificates' and credentials' messages (domain certificates.ts, server certificates and credentials). */
export const CERTIFICATE_MESSAGES = [
  msg({
    id: 'No certificate has this id or code. Check it against the paper copy.',
    message: 'No certificate has this id or code. Check it against the paper copy.',
  }),
  msg({ id: 'Give a reason', message: 'Give a reason' }),
  msg({
    id: 'Give a reason (at least 3 characters)',
    message: 'Give a reason (at least 3 characters)',
  }),
  msg({ id: 'Use at most 500 characters', message: 'Use at most 500 characters' }),
  msg({ id: 'Choose a journey', message: 'Choose a journey' }),
  msg({
    id: 'The end of the period cannot be before its start',
    message: 'The end of the period cannot be before its start',
  }),
  msg({ id: 'That certificate was not found.', message: 'That certificate was not found.' }),
  msg({
    id: 'This certificate is already revoked.',
    message: 'This certificate is already revoked.',
  }),
  msg({
    id: 'This certificate was already reissued.',
    message: 'This certificate was already reissued.',
  }),
  msg({ id: 'That credential was not found.', message: 'That credential was not found.' }),
  msg({ id: 'That achievement was not found.', message: 'That achievement was not found.' }),
];

/** The admin console's messages: users, XP, badges, leads, audit (domain admin*.ts, xp.ts, badges.ts; server admin). */
export const ADMIN_MESSAGES = [
  msg({
    id: 'Keep the search under 100 characters',
    message: 'Keep the search under 100 characters',
  }),
  msg({ id: 'Name is required', message: 'Name is required' }),
  msg({ id: 'Keep the name under 100 characters', message: 'Keep the name under 100 characters' }),
  msg({ id: 'Change at least one field', message: 'Change at least one field' }),
  msg({
    id: 'You cannot remove your own admin role.',
    message: 'You cannot remove your own admin role.',
  }),
  msg({
    id: 'You cannot deactivate your own account.',
    message: 'You cannot deactivate your own account.',
  }),
  msg({
    id: 'The end date cannot be before the start date',
    message: 'The end date cannot be before the start date',
  }),
  msg({ id: 'Enter a whole number of points', message: 'Enter a whole number of points' }),
  msg({ id: 'The adjustment is too large', message: 'The adjustment is too large' }),
  msg({ id: 'The adjustment cannot be 0', message: 'The adjustment cannot be 0' }),
  msg({ id: 'A reason is required', message: 'A reason is required' }),
  msg({
    id: 'Keep the reason under 500 characters',
    message: 'Keep the reason under 500 characters',
  }),
  msg({
    id: 'That idempotency key was used for another learner.',
    message: 'That idempotency key was used for another learner.',
  }),
  msg({ id: 'Choose an XP action', message: 'Choose an XP action' }),
  msg({ id: 'The target must be at least 1', message: 'The target must be at least 1' }),
  msg({ id: 'A name is required', message: 'A name is required' }),
  msg({ id: 'Keep the name under 60 characters', message: 'Keep the name under 60 characters' }),
  msg({ id: 'A description is required', message: 'A description is required' }),
  msg({
    id: 'Keep the description under 300 characters',
    message: 'Keep the description under 300 characters',
  }),
  msg({ id: 'A badge with this name exists', message: 'A badge with this name exists' }),
  msg({ id: 'A badge has a name', message: 'A badge has a name' }),
  msg({
    id: 'Choose pending, delivered, failed or stored',
    message: 'Choose pending, delivered, failed or stored',
  }),
  msg({ id: 'Page must be a whole number', message: 'Page must be a whole number' }),
  msg({ id: 'Page must be 1 or more', message: 'Page must be 1 or more' }),
  msg({ id: 'Page is too large', message: 'Page is too large' }),
  msg({ id: 'Page size must be a whole number', message: 'Page size must be a whole number' }),
  msg({
    id: 'Page size must be between 5 and 100',
    message: 'Page size must be between 5 and 100',
  }),
  msg({ id: 'This mail was already sent.', message: 'This mail was already sent.' }),
  msg({
    id: 'This mail is still being sent; only a failed or dropped mail can be retried.',
    message: 'This mail is still being sent; only a failed or dropped mail can be retried.',
  }),
  msg({ id: 'That mail was not found.', message: 'That mail was not found.' }),
  msg({ id: 'Another admin retried this mail a moment ago.', message: 'Another admin retried this mail a moment ago.' }),
  msg({
    id: 'This booking was already delivered.',
    message: 'This booking was already delivered.',
  }),
  msg({
    id: 'This booking is still being delivered; only a failed delivery can be retried.',
    message: 'This booking is still being delivered; only a failed delivery can be retried.',
  }),
  msg({
    id: 'That time does not exist on that day in your time zone',
    message: 'That time does not exist on that day in your time zone',
  }),
  msg({
    id: 'Set the booking webhook in the settings first: this booking is stored here.',
    message: 'Set the booking webhook in the settings first: this booking is stored here.',
  }),
  msg({
    id: 'Set your own address: leadvillage.africa is the example the product ships with',
    message: 'Set your own address: leadvillage.africa is the example the product ships with',
  }),
  msg({
    id: 'Only bookings can be filtered by delivery status.',
    message: 'Only bookings can be filtered by delivery status.',
  }),
  msg({
    id: 'Only bookings can be filtered by delivery status',
    message: 'Only bookings can be filtered by delivery status',
  }),
  msg({ id: 'That booking was not found.', message: 'That booking was not found.' }),
  msg({
    id: 'Another admin retried this booking a moment ago.',
    message: 'Another admin retried this booking a moment ago.',
  }),
];

/** Admin settings: messages (domain settings.ts, paystack.ts; server outbound URL check) and the secrets' labels (server). */
export const SETTINGS_TEXTS = [
  msg({ id: 'Must be an https:// address', message: 'Must be an https:// address' }),
  msg({ id: 'The address is too long', message: 'The address is too long' }),
  msg({ id: 'Must be a public internet address', message: 'Must be a public internet address' }),
  msg({ id: 'Name is required', message: 'Name is required' }),
  msg({ id: 'Keep the name under 40 characters', message: 'Keep the name under 40 characters' }),
  msg({ id: 'Use letters only', message: 'Use letters only' }),
  msg({ id: 'Enter a number', message: 'Enter a number' }),
  msg({ id: 'Enter a whole number', message: 'Enter a whole number' }),
  msg({ id: 'Cannot be negative', message: 'Cannot be negative' }),
  msg({ id: 'The number is too large', message: 'The number is too large' }),
  msg({ id: 'Enter text', message: 'Enter text' }),
  msg({
    id: 'Enter the text, or leave the field empty',
    message: 'Enter the text, or leave the field empty',
  }),
  msg({ id: 'Use plain text on one line', message: 'Use plain text on one line' }),
  msg({ id: 'Enter an amount in cents', message: 'Enter an amount in cents' }),
  msg({
    id: 'The amount must be at least 50 cents',
    message: 'The amount must be at least 50 cents',
  }),
  msg({ id: 'The amount is too large', message: 'The amount is too large' }),
  msg({
    id: 'Use a 3-letter currency code, e.g. usd',
    message: 'Use a 3-letter currency code, e.g. usd',
  }),
  msg({ id: 'Site name is required', message: 'Site name is required' }),
  msg({
    id: 'Keep the site name under 60 characters',
    message: 'Keep the site name under 60 characters',
  }),
  msg({ id: 'Please enter a valid email address', message: 'Please enter a valid email address' }),
  msg({ id: 'Required', message: 'Required' }),
  msg({ id: 'Keep it under 20 characters', message: 'Keep it under 20 characters' }),
  msg({ id: 'Keep the name under 120 characters', message: 'Keep the name under 120 characters' }),
  msg({
    id: 'Keep the number under 60 characters',
    message: 'Keep the number under 60 characters',
  }),
  msg({
    id: 'Name the accrediting body that gave this number',
    message: 'Name the accrediting body that gave this number',
  }),
  msg({ id: 'This name is reserved', message: 'This name is reserved' }),
  msg({
    id: 'The two leaders need different first names',
    message: 'The two leaders need different first names',
  }),
  msg({ id: 'Enter an amount', message: 'Enter an amount' }),
  msg({ id: 'The amount must be more than 0', message: 'The amount must be more than 0' }),
  msg({
    id: 'XOF has no subunit: enter francs × 100',
    message: 'XOF has no subunit: enter francs × 100',
  }),
  msg({
    id: 'This address does not resolve: check the host name',
    message: 'This address does not resolve: check the host name',
  }),
  msg({
    id: 'This address points at this server (loopback), which is not allowed',
    message: 'This address points at this server (loopback), which is not allowed',
  }),
  msg({
    id: 'This address points into a private network, which is not allowed',
    message: 'This address points into a private network, which is not allowed',
  }),
  msg({
    id: 'This address is link-local, which is not allowed',
    message: 'This address is link-local, which is not allowed',
  }),
  msg({
    id: 'This address is a cloud metadata service, which is not allowed',
    message: 'This address is a cloud metadata service, which is not allowed',
  }),
  msg({
    id: 'This address is not a usable destination',
    message: 'This address is not a usable destination',
  }),
  msg({
    id: 'This address is in a reserved range, which is not allowed',
    message: 'This address is in a reserved range, which is not allowed',
  }),
  msg({ id: 'This address is not valid', message: 'This address is not valid' }),
  msg({ id: 'Session signing secret', message: 'Session signing secret' }),
  msg({ id: 'Generated into the data folder', message: 'Generated into the data folder' }),
  msg({ id: 'Outgoing mail (SMTP)', message: 'Outgoing mail (SMTP)' }),
  msg({ id: 'Mails go to the dev outbox', message: 'Mails go to the dev outbox' }),
  msg({ id: 'Google sign-in', message: 'Google sign-in' }),
  msg({ id: 'Microsoft sign-in', message: 'Microsoft sign-in' }),
  msg({ id: 'LinkedIn sign-in', message: 'LinkedIn sign-in' }),
  msg({ id: 'Single sign-on (OpenID Connect)', message: 'Single sign-on (OpenID Connect)' }),
  msg({ id: 'Card payment (Stripe)', message: 'Card payment (Stripe)' }),
  msg({
    id: 'Mobile money and local currencies (Paystack)',
    message: 'Mobile money and local currencies (Paystack)',
  }),
];

/** Payments' messages (domain payments.ts, paystack.ts, callable-errors.ts; server payments and functions). */
export const PAYMENT_MESSAGES = [
  msg({ id: 'Choose a plan', message: 'Choose a plan' }),
  msg({ id: 'Choose a plan.', message: 'Choose a plan.' }),
  msg({ id: 'Online payment is not set up.', message: 'Online payment is not set up.' }),
  msg({
    id: 'Paying in a local currency is not set up.',
    message: 'Paying in a local currency is not set up.',
  }),
  msg({ id: 'Your membership is already paid.', message: 'Your membership is already paid.' }),
  msg({
    id: 'This payment does not belong to your account.',
    message: 'This payment does not belong to your account.',
  }),
  msg({
    id: 'The payment service is not available. Please try again.',
    message: 'The payment service is not available. Please try again.',
  }),
  msg({ id: 'That payment was not found.', message: 'That payment was not found.' }),
  msg({
    id: 'Paying in a local currency is not available for the country in your profile.',
    message: 'Paying in a local currency is not available for the country in your profile.',
  }),
  msg({
    id: 'Your payment is being prepared. Please try again.',
    message: 'Your payment is being prepared. Please try again.',
  }),
  msg({ id: 'Send the payment reference', message: 'Send the payment reference' }),
  msg({ id: 'Send the payment reference.', message: 'Send the payment reference.' }),
  msg({
    id: 'The payment does not match the plan.',
    message: 'The payment does not match the plan.',
  }),
  msg({ id: 'The payment has not gone through.', message: 'The payment has not gone through.' }),
  msg({
    id: 'Your last payment is still being processed.',
    message: 'Your last payment is still being processed.',
  }),
  msg({ id: 'Please try again.', message: 'Please try again.' }),
  msg({ id: 'Send the payment and your account.', message: 'Send the payment and your account.' }),
  msg({ id: 'Response is not valid JSON object.', message: 'Response is not valid JSON object.' }),
  msg({ id: 'Response is missing data field.', message: 'Response is missing data field.' }),
  msg({
    id: 'Invalid response from payment service',
    message: 'Invalid response from payment service',
  }),
  msg({
    id: 'Unable to initialize payment. Please try again or contact support if the issue persists.',
    message:
      'Unable to initialize payment. Please try again or contact support if the issue persists.',
  }),
  msg({
    id: 'Failed to process payment completion',
    message: 'Failed to process payment completion',
  }),
  msg({ id: 'Failed to submit form', message: 'Failed to submit form' }),
  msg({ id: 'Bad Request', message: 'Bad Request' }),
  msg({
    id: 'Too many calls from this address. Wait a minute, then try again.',
    message: 'Too many calls from this address. Wait a minute, then try again.',
  }),
];

/** The admin dashboard's sections, figures and charts (server admin dashboard). */
export const DASHBOARD_TEXTS = [
  msg({ id: 'Learners', message: 'Learners' }),
  msg({ id: 'Active in the last 7 days', message: 'Active in the last 7 days' }),
  msg({ id: 'Active in the last 30 days', message: 'Active in the last 30 days' }),
  msg({ id: 'Paid members', message: 'Paid members' }),
  msg({ id: 'Paid conversion', message: 'Paid conversion' }),
  msg({ id: 'Paid members among all learners', message: 'Paid members among all learners' }),
  msg({ id: 'Sign-ups and conversions', message: 'Sign-ups and conversions' }),
  msg({ id: 'Sign-ups in this period', message: 'Sign-ups in this period' }),
  msg({ id: 'Of whom paid now', message: 'Of whom paid now' }),
  msg({ id: 'Sign-up conversion', message: 'Sign-up conversion' }),
  msg({
    id: 'Sign-ups of this period who are paid members now',
    message: 'Sign-ups of this period who are paid members now',
  }),
  msg({ id: 'Sign-ups per day', message: 'Sign-ups per day' }),
  msg({ id: 'Sign-ups per week', message: 'Sign-ups per week' }),
  msg({ id: 'Sign-ups', message: 'Sign-ups' }),
  msg({ id: 'Paid now', message: 'Paid now' }),
  msg({ id: 'XP awarded', message: 'XP awarded' }),
  msg({ id: 'XP awarded in this period', message: 'XP awarded in this period' }),
  msg({ id: 'Awards', message: 'Awards' }),
  msg({
    id: 'Ledger entries, including admin adjustments',
    message: 'Ledger entries, including admin adjustments',
  }),
  msg({ id: 'Learners who earned XP', message: 'Learners who earned XP' }),
  msg({ id: 'XP adjusted by admins', message: 'XP adjusted by admins' }),
  msg({ id: 'XP awarded per day', message: 'XP awarded per day' }),
  msg({ id: 'XP awarded per week', message: 'XP awarded per week' }),
  msg({ id: 'XP', message: 'XP' }),
  msg({ id: 'Levels', message: 'Levels' }),
  msg({ id: 'Level 1 Explorer', message: 'Level 1 Explorer' }),
  msg({ id: 'Level 2 Impact Builder', message: 'Level 2 Impact Builder' }),
  msg({ id: 'Level 3 Change Architect', message: 'Level 3 Change Architect' }),
  msg({ id: 'Level 4 Transformation Leader', message: 'Level 4 Transformation Leader' }),
  msg({ id: '0–500 XP', message: '0–500 XP' }),
  msg({ id: '501–2,000 XP', message: '501–2,000 XP' }),
  msg({ id: '2,001–5,000 XP', message: '2,001–5,000 XP' }),
  msg({ id: '5,001+ XP', message: '5,001+ XP' }),
  msg({ id: 'Learners per level (all time)', message: 'Learners per level (all time)' }),
  msg({ id: 'Pathfinder bookings', message: 'Pathfinder bookings' }),
  msg({ id: 'Bookings in this period', message: 'Bookings in this period' }),
  msg({ id: 'Delivered to the webhook', message: 'Delivered to the webhook' }),
  msg({ id: 'Waiting for delivery', message: 'Waiting for delivery' }),
  msg({ id: 'Kept here (no webhook set)', message: 'Kept here (no webhook set)' }),
  msg({ id: 'Delivery failed', message: 'Delivery failed' }),
  msg({ id: 'Bookings per day', message: 'Bookings per day' }),
  msg({ id: 'Bookings per week', message: 'Bookings per week' }),
  msg({ id: 'Bookings', message: 'Bookings' }),
  msg({ id: 'ROI estimates', message: 'ROI estimates' }),
  msg({ id: 'ROI estimates in this period', message: 'ROI estimates in this period' }),
  msg({ id: 'With an email', message: 'With an email' }),
  msg({ id: 'Average score', message: 'Average score' }),
  msg({ id: 'Out of 100', message: 'Out of 100' }),
  msg({ id: 'ROI estimates per day', message: 'ROI estimates per day' }),
  msg({ id: 'ROI estimates per week', message: 'ROI estimates per week' }),
  msg({ id: 'Team Blueprints', message: 'Team Blueprints' }),
  msg({ id: 'Blueprints in this period', message: 'Blueprints in this period' }),
  msg({ id: 'Claimed by an account', message: 'Claimed by an account' }),
  msg({ id: 'Blueprints per day', message: 'Blueprints per day' }),
  msg({ id: 'Blueprints per week', message: 'Blueprints per week' }),
  msg({ id: 'Blueprints', message: 'Blueprints' }),
  msg({ id: 'Claimed', message: 'Claimed' }),
  msg({ id: 'Paid conversions', message: 'Paid conversions' }),
  msg({ id: 'Paid conversions in this period', message: 'Paid conversions in this period' }),
  msg({ id: 'Card payments', message: 'Card payments' }),
  msg({ id: 'Granted by an admin', message: 'Granted by an admin' }),
  msg({ id: 'Paid conversions per day', message: 'Paid conversions per day' }),
  msg({ id: 'Paid conversions per week', message: 'Paid conversions per week' }),
];

/** Measured growth: the self-assessment's and the knowledge checks' messages (domain growth-assessment.ts, knowledge-checks.ts; server journeys checks). */
export const GROWTH_MESSAGES = [
  msg({ id: 'Choose an answer from 1 to 5', message: 'Choose an answer from 1 to 5' }),
  msg({ id: 'Send the answers by statement', message: 'Send the answers by statement' }),
  msg({ id: 'Answer at least one statement', message: 'Answer at least one statement' }),
  msg({ id: 'Write the option', message: 'Write the option' }),
  msg({ id: 'Explain the option', message: 'Explain the option' }),
  msg({ id: 'Say whether the option is correct', message: 'Say whether the option is correct' }),
  msg({ id: 'Give the question a short id', message: 'Give the question a short id' }),
  msg({
    id: 'Keep the id to 60 characters or fewer',
    message: 'Keep the id to 60 characters or fewer',
  }),
  msg({ id: 'Write the question', message: 'Write the question' }),
  msg({ id: 'Give the options', message: 'Give the options' }),
  msg({ id: 'Give at least 3 options', message: 'Give at least 3 options' }),
  msg({ id: 'Give at most 4 options', message: 'Give at most 4 options' }),
  msg({ id: 'Mark exactly one option correct', message: 'Mark exactly one option correct' }),
  msg({ id: 'Give each option different words', message: 'Give each option different words' }),
  msg({ id: 'Give the questions', message: 'Give the questions' }),
  msg({ id: 'Ask at most 5 questions', message: 'Ask at most 5 questions' }),
  msg({ id: 'Ask at least 3 questions, or none', message: 'Ask at least 3 questions, or none' }),
  msg({ id: 'Give each question its own id', message: 'Give each question its own id' }),
  msg({ id: 'Enter the pass mark as a percent', message: 'Enter the pass mark as a percent' }),
  msg({
    id: 'Enter the pass mark as a whole percent',
    message: 'Enter the pass mark as a whole percent',
  }),
  msg({ id: 'The pass mark is at least 1%', message: 'The pass mark is at least 1%' }),
  msg({ id: 'The pass mark is at most 100%', message: 'The pass mark is at most 100%' }),
  msg({ id: 'Name the question', message: 'Name the question' }),
  msg({ id: 'Choose an option', message: 'Choose an option' }),
  msg({ id: 'Send an answer for each question', message: 'Send an answer for each question' }),
  msg({ id: 'Keep it to 240 characters or fewer', message: 'Keep it to 240 characters or fewer' }),
  msg({ id: 'Keep it to 600 characters or fewer', message: 'Keep it to 600 characters or fewer' }),
  msg({
    id: 'Answer every question of the check.',
    message: 'Answer every question of the check.',
  }),
  msg({
    id: "That question is not part of this module's check.",
    message: "That question is not part of this module's check.",
  }),
  msg({ id: 'Answer each question once.', message: 'Answer each question once.' }),
  msg({
    id: "Choose one of the question's options.",
    message: "Choose one of the question's options.",
  }),
  msg({
    id: "This module's knowledge check was not found.",
    message: "This module's knowledge check was not found.",
  }),
];

/**
 * Messages with a part the server or the domain fills in (a journey's title, a date, a count, a
 * name): domainText finds them by pattern over the English and fills the parts into the translation.
 */
export const MESSAGES_WITH_PARTS = [
  msg({ id: "Pass this module's knowledge check ({mark}% or more) before completing it.", message: "Pass this module's knowledge check ({mark}% or more) before completing it." }),
  msg({ id: 'Enrol in {title} before writing your capstone.', message: 'Enrol in {title} before writing your capstone.' }),
  msg({ id: 'Enrol in {title} before completing its modules.', message: 'Enrol in {title} before completing its modules.' }),
  msg({ id: 'This month opens on {date}.', message: 'This month opens on {date}.' }),
  msg({ id: 'This module is not part of the version of {title} you are enrolled in.', message: 'This module is not part of the version of {title} you are enrolled in.' }),
  msg({ id: 'This certificate was revoked on {date}; it can no longer be downloaded.', message: 'This certificate was revoked on {date}; it can no longer be downloaded.' }),
  msg({ id: 'This credential was revoked on {date}.', message: 'This credential was revoked on {date}.' }),
  msg({ id: 'This request expired on {day} and can no longer be answered. If the session happened, ask {mentor} to log it again.', message: 'This request expired on {day} and can no longer be answered. If the session happened, ask {mentor} to log it again.' }),
  msg({ id: 'You already declined this session, so it can no longer be confirmed. If it happened, ask {mentor} to log it again.', message: 'You already declined this session, so it can no longer be confirmed. If it happened, ask {mentor} to log it again.' }),
  msg({ id: 'You logged this session: {mentee} confirms or declines it.', message: 'You logged this session: {mentee} confirms or declines it.' }),
  msg({ id: 'You are signed in as {viewer}, but this session was logged with {mentee}. Sign out and open the link again, or ask {mentee} to open it.', message: 'You are signed in as {viewer}, but this session was logged with {mentee}. Sign out and open the link again, or ask {mentee} to open it.' }),
  msg({ id: 'Too many wrong codes. Wait {seconds} seconds, then enter the code the host shows.', message: 'Too many wrong codes. Wait {seconds} seconds, then enter the code the host shows.' }),
  msg({ id: 'Too many wrong codes. Wait 1 second, then enter the code the host shows.', message: 'Too many wrong codes. Wait 1 second, then enter the code the host shows.' }),
  msg({ id: '{percent}% of learners', message: '{percent}% of learners' }),
  msg({ id: '{count} failed in all, to retry under Leads and bookings', message: '{count} failed in all, to retry under Leads and bookings' }),
  msg({ id: 'Keep a {days}-day streak', message: 'Keep a {days}-day streak' }),
  msg({ id: 'Earn XP from {count} different actions', message: 'Earn XP from {count} different actions' }),
  msg({ id: '{progress}%', message: '{progress}%' }),
  msg({ id: 'Mentoring unlocks at Level 3 (Change Architect, 2,001 XP): {xp} XP to go. Until then, colleagues can log sessions with you as their mentee.', message: 'Mentoring unlocks at Level 3 (Change Architect, 2,001 XP): {xp} XP to go. Until then, colleagues can log sessions with you as their mentee.' }),
  msg({ id: 'Recommended: {title}', message: 'Recommended: {title}' }),
  msg({ id: 'Every open enrolment is already on version {version}. Nothing was moved.', message: 'Every open enrolment is already on version {version}. Nothing was moved.' }),
  msg({ id: '1 of the chosen learners is not on an older version of this journey (already moved, completed, or not enrolled). Nothing was moved.', message: '1 of the chosen learners is not on an older version of this journey (already moved, completed, or not enrolled). Nothing was moved.' }),
  msg({ id: '{count} of the chosen learners are not on an older version of this journey (already moved, completed, or not enrolled). Nothing was moved.', message: '{count} of the chosen learners are not on an older version of this journey (already moved, completed, or not enrolled). Nothing was moved.' }),
  msg({ id: 'Another journey already uses \'{slug}\'. Choose another id.', message: 'Another journey already uses \'{slug}\'. Choose another id.' }),
  msg({ id: 'Another module of this journey already uses the id \'{slug}\'. Choose another id.', message: 'Another module of this journey already uses the id \'{slug}\'. Choose another id.' }),
  msg({ id: '\'{slug}\' is a named path\'s id (its leader\'s name). Choose another id.', message: '\'{slug}\' is a named path\'s id (its leader\'s name). Choose another id.' }),
  msg({ id: '{time} does not exist in {zone}: the clocks change then. Choose another time.', message: '{time} does not exist in {zone}: the clocks change then. Choose another time.' }),
  msg({ id: "No seats left: all {seats} seats of this organisation are taken (0 left). Remove someone or add seats before you invite.", message: "No seats left: all {seats} seats of this organisation are taken (0 left). Remove someone or add seats before you invite." }),
  msg({ id: "Invoice {invoiceRef} was already granted to this organisation.", message: "Invoice {invoiceRef} was already granted to this organisation." }),
  msg({ id: "The file is not a readable CSV near line {line}. Save it again as CSV and retry.", message: "The file is not a readable CSV near line {line}. Save it again as CSV and retry." }),
  msg({ id: "The file is not a readable CSV. Save it again as CSV and retry.", message: "The file is not a readable CSV. Save it again as CSV and retry." }),
  msg({ id: "The file is not a readable CSV.", message: "The file is not a readable CSV." }),
  msg({ id: "The file is empty.", message: "The file is empty." }),
  msg({ id: "The file has no one in it below its first line.", message: "The file has no one in it below its first line." }),
  msg({ id: "The file is too large: import at most 2,000 people at once", message: "The file is too large: import at most 2,000 people at once" }),
  msg({ id: "{bad} rows cannot be imported, so nothing was imported. Fix them and check the file again.", message: "{bad} rows cannot be imported, so nothing was imported. Fix them and check the file again." }),
  msg({ id: "The first line must name the columns: name, email, team, manager email and (optionally) language. Missing: {missing}.", message: "The first line must name the columns: name, email, team, manager email and (optionally) language. Missing: {missing}." }),
  msg({ id: "Choose a CSV file", message: "Choose a CSV file" }),
  msg({ id: "This person is in a village of their own: they must leave it before they join a team.", message: "This person is in a village of their own: they must leave it before they join a team." }),
  msg({ id: "This person leads their team: hand the team over before you move them.", message: "This person leads their team: hand the team over before you move them." }),
  msg({ id: "That team was not found.", message: "That team was not found." }),
  msg({ id: "{domain} is not an email domain (example: acme.co.ke).", message: "{domain} is not an email domain (example: acme.co.ke)." }),
  msg({ id: "{domain} is a public mail service: anyone can have an address there.", message: "{domain} is a public mail service: anyone can have an address there." }),
  msg({ id: "{domain} is already the email domain of another organisation.", message: "{domain} is already the email domain of another organisation." }),
];

/** Notification preferences (domain notifications.ts, ADR 036). */
export const NOTIFICATION_MESSAGES = [
  msg({ id: 'Choose on or off', message: 'Choose on or off' }),
  msg({ id: 'Choose a channel from the list', message: 'Choose a channel from the list' }),
  msg({ id: 'Choose a notification kind from the list', message: 'Choose a notification kind from the list' }),
];

/** Data rights (server privacy module, ADR 037): its screen title, audit labels and messages; at the end, so the catalogue's lines stay put. */
export const DATA_RIGHTS_MESSAGES = [
  msg({ id: 'Data requests', message: 'Data requests' }),
  msg({ id: 'Account deletion asked for', message: 'Account deletion asked for' }),
  msg({ id: 'Account deletion cancelled', message: 'Account deletion cancelled' }),
  msg({ id: 'Account erased', message: 'Account erased' }),
  msg({
    id: 'An admin account cannot be deleted. Ask another admin to make you a learner first.',
    message: 'An admin account cannot be deleted. Ask another admin to make you a learner first.',
  }),
  msg({ id: 'Your request could not be recorded. Please try again.', message: 'Your request could not be recorded. Please try again.' }),
  msg({ id: 'That request was not found.', message: 'That request was not found.' }),
  msg({ id: 'This request is no longer pending.', message: 'This request is no longer pending.' }),
];

/** The podcast (ADR 042): its screens' titles, audit labels and messages (domain podcast.ts, server podcast module). */
export const PODCAST_MESSAGES = [
  msg({ id: 'Podcast', message: 'Podcast' }),
  msg({ id: 'Podcast episode', message: 'Podcast episode' }),
  msg({ id: 'Podcast episode added', message: 'Podcast episode added' }),
  msg({ id: 'Podcast episode changed', message: 'Podcast episode changed' }),
  msg({ id: 'Podcast episode published', message: 'Podcast episode published' }),
  msg({ id: 'Podcast episode unpublished', message: 'Podcast episode unpublished' }),
  msg({ id: 'That episode was not found.', message: 'That episode was not found.' }),
  msg({ id: 'Another episode already uses this id. Choose another id.', message: 'Another episode already uses this id. Choose another id.' }),
  msg({ id: 'This episode is already published.', message: 'This episode is already published.' }),
  msg({ id: 'This episode is not published.', message: 'This episode is not published.' }),
  msg({ id: 'Give the episode a title', message: 'Give the episode a title' }),
  msg({ id: 'Say what the guest does', message: 'Say what the guest does' }),
  msg({ id: "Enter the guest's name", message: "Enter the guest's name" }),
  msg({ id: 'Write a short description', message: 'Write a short description' }),
  msg({ id: 'Paste the full transcript', message: 'Paste the full transcript' }),
  msg({
    id: 'The transcript must be the whole conversation: at least 200 characters',
    message: 'The transcript must be the whole conversation: at least 200 characters',
  }),
  msg({ id: 'Keep it to 80 characters or fewer', message: 'Keep it to 80 characters or fewer' }),
  msg({ id: 'Keep it to 160 characters or fewer', message: 'Keep it to 160 characters or fewer' }),
  msg({ id: 'Keep it to 600 characters or fewer', message: 'Keep it to 600 characters or fewer' }),
  msg({ id: 'Keep it to 30,000 characters or fewer', message: 'Keep it to 30,000 characters or fewer' }),
  msg({
    id: 'Use an audio file ending in .mp3, .m4a, .aac, .ogg, .oga or .opus',
    message: 'Use an audio file ending in .mp3, .m4a, .aac, .ogg, .oga or .opus',
  }),
  msg({ id: 'Enter the audio size in bytes', message: 'Enter the audio size in bytes' }),
  msg({ id: 'Enter the audio size in whole bytes', message: 'Enter the audio size in whole bytes' }),
  msg({ id: 'The audio size must be more than 0 bytes', message: 'The audio size must be more than 0 bytes' }),
  msg({ id: 'The audio file is too large', message: 'The audio file is too large' }),
  msg({ id: 'Enter the length in seconds', message: 'Enter the length in seconds' }),
  msg({ id: 'Enter the length in whole seconds', message: 'Enter the length in whole seconds' }),
  msg({ id: 'The length must be more than 0 seconds', message: 'The length must be more than 0 seconds' }),
  msg({ id: 'The length must be at most 6 hours', message: 'The length must be at most 6 hours' }),
  msg({ id: 'Choose en or fr', message: 'Choose en or fr' }),
];

/** Measured growth's stored assessments and 360 (ADR 048): screen titles, the server's and the domain's messages; at the end, so the catalogue's lines stay put. */
export const GROWTH_360_MESSAGES = [
  msg({ id: 'Self-assessment', message: 'Self-assessment' }),
  msg({ id: 'Give feedback', message: 'Give feedback' }),
  msg({ id: 'An answer names a statement that is not in this assessment. Reload the page and answer again.', message: 'An answer names a statement that is not in this assessment. Reload the page and answer again.' }),
  msg({ id: 'This statement is not in the assessment', message: 'This statement is not in the assessment' }),
  msg({ id: 'Answer each statement with a whole number from 1 (never) to 5 (always).', message: 'Answer each statement with a whole number from 1 (never) to 5 (always).' }),
  msg({ id: 'Answer every statement before you send: the ones left are marked.', message: 'Answer every statement before you send: the ones left are marked.' }),
  msg({ id: 'Choose an answer for this statement', message: 'Choose an answer for this statement' }),
  msg({ id: 'Choose which assessment this is', message: 'Choose which assessment this is' }),
  msg({ id: "Enter the rater's email address", message: "Enter the rater's email address" }),
  msg({ id: 'Choose who this person is to you', message: 'Choose who this person is to you' }),
  msg({ id: 'Add the people to invite', message: 'Add the people to invite' }),
  msg({ id: 'Invite at most 8 raters', message: 'Invite at most 8 raters' }),
  msg({ id: 'Write the comment as text', message: 'Write the comment as text' }),
  msg({ id: 'Keep the comment to 1,000 characters or fewer', message: 'Keep the comment to 1,000 characters or fewer' }),
  msg({ id: 'You already took this assessment for this journey.', message: 'You already took this assessment for this journey.' }),
  msg({ id: 'The completion assessment opens when you complete the journey.', message: 'The completion assessment opens when you complete the journey.' }),
  msg({ id: 'The baseline is taken before the journey is completed: take the completion assessment instead.', message: 'The baseline is taken before the journey is completed: take the completion assessment instead.' }),
  msg({ id: 'It is now 90 days since you completed the journey: take the 90-day assessment instead.', message: 'It is now 90 days since you completed the journey: take the 90-day assessment instead.' }),
  msg({ id: 'The 90-day assessment opens 90 days after you complete the journey.', message: 'The 90-day assessment opens 90 days after you complete the journey.' }),
  msg({ id: 'You cannot rate yourself here: your own answers are the self-assessment.', message: 'You cannot rate yourself here: your own answers are the self-assessment.' }),
  msg({ id: 'Each rater needs a different email address.', message: 'Each rater needs a different email address.' }),
  msg({ id: 'You already invited this person in this round.', message: 'You already invited this person in this round.' }),
  msg({ id: 'Invite at least 3 raters in a round, so no single answer can be picked out.', message: 'Invite at least 3 raters in a round, so no single answer can be picked out.' }),
  msg({ id: 'This round already has its 8 raters.', message: 'This round already has its 8 raters.' }),
  msg({ id: 'This link was already used: the answers were recorded. Thank you.', message: 'This link was already used: the answers were recorded. Thank you.' }),
  msg({ id: 'This link has expired. Ask the person who invited you for a new one.', message: 'This link has expired. Ask the person who invited you for a new one.' }),
  msg({ id: 'This link asks for feedback about you: colleagues answer it. Your own answers are the self-assessment.', message: 'This link asks for feedback about you: colleagues answer it. Your own answers are the self-assessment.' }),
  msg({ id: 'That feedback link was not found.', message: 'That feedback link was not found.' }),
  msg({ id: 'A colleague', message: 'A colleague' }),
  msg({ id: 'Enrol in {title} before taking its assessment.', message: 'Enrol in {title} before taking its assessment.' }),
  msg({ id: 'Enrol in {title} before inviting raters.', message: 'Enrol in {title} before inviting raters.' }),
  msg({ id: 'This round has room for {count} more raters.', message: 'This round has room for {count} more raters.' }),
  msg({ id: 'Invite at most {count} more', message: 'Invite at most {count} more' }),
  msg({ id: 'The 90-day assessment opens on {day}.', message: 'The 90-day assessment opens on {day}.' }),
];

/** Checking a saved credential file (ADR 050, POST /api/verify/credential): its answer's errors. */
export const CREDENTIAL_CHECK_MESSAGES = [
  msg({ id: 'This credential was not issued by this platform, so it cannot be checked here.', message: 'This credential was not issued by this platform, so it cannot be checked here.' }),
  msg({ id: 'That status list was not found.', message: 'That status list was not found.' }),
  msg({ id: 'Unsupported credential status type {type}', message: 'Unsupported credential status type {type}' }),
  msg({ id: 'The credential status entry is malformed', message: 'The credential status entry is malformed' }),
  msg({ id: 'The status list {url} could not be loaded', message: 'The status list {url} could not be loaded' }),
  msg({ id: 'The status list {url} does not verify: {errors}', message: 'The status list {url} does not verify: {errors}' }),
  msg({ id: "The status list {url} is not the credential issuer's", message: "The status list {url} is not the credential issuer's" }),
  msg({ id: 'The status list {url} is not a {purpose} list', message: 'The status list {url} is not a {purpose} list' }),
  msg({ id: 'The status list {url} cannot be read: {reason}', message: 'The status list {url} cannot be read: {reason}' }),
  msg({ id: 'The status list {url} has no entry {index}', message: 'The status list {url} has no entry {index}' }),
  msg({ id: 'The credential has been revoked by its issuer', message: 'The credential has been revoked by its issuer' }),
  msg({ id: "The credential's {purpose} status is set", message: "The credential's {purpose} status is set" }),
];
