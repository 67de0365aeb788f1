import { JOURNEY_PATH_POSITIONS, pathIdForLeader, type JourneyPathPosition } from '@lv/domain';
import type { FastifyInstance } from 'fastify';
import { addComment, createPost } from './modules/forum/service';
import { completeModule } from './modules/journeys/completion';
import { JOURNEY_CONTENT } from './modules/journeys/content/index';
import { journeyLeaders } from './modules/journeys/journey-view';
import { enrol } from './modules/journeys/service';
import { createTeam, joinTeam, regenerateJoinLink } from './modules/teams/service';
import * as teamsRepo from './modules/teams/repository';

/*
 * A new install's demo activity (SEED_DEMO): the demo learners enrolled in the named journeys with
 * modules completed over the last few weeks, a village with all three, and a forum thread with a
 * reply, so the leaderboard, the dashboard, the journeys and the forum show a living product. All
 * of it goes through the services a learner's requests use (enrolment, module completion with its
 * XP award, ledger, streak, badges and learning events; villages; forum), each at its own `now`,
 * oldest first, so every figure agrees with the ledger.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface DemoLearners {
  amina: string;
  kofi: string;
  zanele: string;
}

interface Completion {
  who: keyof DemoLearners;
  path: JourneyPathPosition;
  /** 0-based place of the module in the path's content. */
  module: number;
  /** How long before the seed's `now`. */
  ago: number;
  reflection: string;
}

// Reflections answer each module's own question, as a learner would.
const COMPLETIONS: Completion[] = [
  {
    who: 'amina',
    path: 'first',
    module: 0,
    ago: 23 * DAY,
    reflection:
      'I have been asking my assistant to build every report in the shared spreadsheet. This week I built the weekly sales summary myself, slowly, and told the team I was learning. Two supervisors asked me to show them the filter I used.',
  },
  {
    who: 'amina',
    path: 'first',
    module: 1,
    ago: 19 * DAY,
    reflection:
      'The new ticketing tool is ignored because we chose it in a head-office meeting and never asked the branch staff. They still use WhatsApp because it works offline. Next time I will run a two-week trial with three branches before we decide.',
  },
  {
    who: 'amina',
    path: 'first',
    module: 2,
    ago: 12 * DAY,
    reflection:
      'I look at monthly revenue every Monday, but honestly it has not changed a single decision since March. The number that should drive decisions is repeat orders per customer, which nobody tracks. We will start counting it this month.',
  },
  {
    who: 'amina',
    path: 'first',
    module: 3,
    ago: 5 * DAY,
    reflection:
      'Our dashboard has four measures. Only two, calls returned within a day and orders confirmed the same day, are things the team can move this week. The other two are results we read afterwards, so I moved them to the bottom of the sheet.',
  },
  {
    who: 'amina',
    path: 'first',
    module: 4,
    ago: 45 * MINUTE,
    reflection:
      'Joseph suggested sending delivery reminders by SMS and I said no because of cost, without testing it. We will try it for two weeks with fifty customers and compare missed deliveries with the fifty who get no reminder.',
  },
  {
    who: 'kofi',
    path: 'second',
    module: 0,
    ago: 17 * DAY,
    reflection:
      'When we moved the warehouse to the new stock system, the night shift kept the paper ledger going. I called it resistance. Listening again, they were telling me the system went down twice at night and nobody was on call to fix it.',
  },
  {
    who: 'kofi',
    path: 'second',
    module: 2,
    ago: 9 * DAY,
    reflection:
      'I asked three team members to explain why we are changing the delivery routes. All three said it was to cut costs; none mentioned faster deliveries for customers, which was my main reason. I have been talking about savings far more than about customers.',
  },
  {
    who: 'kofi',
    path: 'second',
    module: 1,
    ago: 30 * MINUTE,
    reflection:
      'Is there room scored red: the new delivery routes were due to start in the week of the quarter-end stock count. I have asked my manager to move the launch by two weeks and to start with the two Tema routes only.',
  },
  {
    who: 'zanele',
    path: 'first',
    module: 0,
    ago: 6 * DAY,
    reflection:
      'I have avoided our video-call software and always ask a colleague to start the meeting for me. If I could run it myself I could hold the Thursday check-in from the field office instead of cancelling it when I travel.',
  },
  {
    who: 'zanele',
    path: 'first',
    module: 1,
    ago: 15 * MINUTE,
    reflection:
      'The shared task board head office bought is quietly avoided because it needs a laptop and most of my team work from phones. It was chosen for managers, not for the people who do the work. I will ask them which app they already use.',
  },
];

const ENROLMENTS: Array<{ who: keyof DemoLearners; path: JourneyPathPosition; ago: number }> = [
  { who: 'amina', path: 'first', ago: 24 * DAY },
  { who: 'kofi', path: 'second', ago: 18 * DAY },
  { who: 'zanele', path: 'first', ago: 7 * DAY },
];

const VILLAGE = { name: 'Lagos Digital Leaders', createdAgo: 21 * DAY, joins: [{ who: 'kofi', ago: 20 * DAY }, { who: 'zanele', ago: 7 * DAY }] } as const;

const THREAD = {
  ago: 3 * DAY,
  title: 'How do you get a quiet team to speak up before a change, not after?',
  body: [
    'We are moving our branches to a new stock system next month. In meetings everyone nods, then the complaints arrive on WhatsApp a week later.',
    '',
    'What has worked for you?',
    '',
    '- Asking people one by one before the meeting?',
    '- Anonymous questions?',
    '- Letting a supervisor run the session instead of me?',
  ].join('\n'),
  reply: {
    ago: 2 * DAY,
    body: 'What worked in our branches: I asked each supervisor to bring one worry from their team to the meeting, written down. Nobody had to own the worry personally, and we heard the real problems before launch.',
  },
};

/** Seeds the demo activity for the demo learners (called once, right after their accounts). */
export async function seedDemoActivity(app: FastifyInstance, learners: DemoLearners, now = Date.now()): Promise<void> {
  const leaders = await journeyLeaders(app.db);
  const journeyId = (path: JourneyPathPosition) => pathIdForLeader(leaders[path]);
  const slugOf = (path: JourneyPathPosition, index: number) => JOURNEY_CONTENT[JOURNEY_PATH_POSITIONS.indexOf(path)]!.modules[index]!.slug;

  // Every dated step, oldest first (streaks and ledger days follow the order of events).
  const steps: Array<{ at: number; run: () => Promise<unknown> }> = [
    ...ENROLMENTS.map((e) => ({ at: now - e.ago, run: () => enrol(app.db, learners[e.who], journeyId(e.path), now - e.ago) })),
    ...COMPLETIONS.map((c) => ({
      at: now - c.ago,
      run: () =>
        completeModule({ db: app.db, bus: app.points, learning: app.learning }, learners[c.who], journeyId(c.path), slugOf(c.path, c.module), { reflection: c.reflection }, now - c.ago),
    })),
    { at: now - VILLAGE.createdAgo, run: () => createTeam(app.db, learners.amina, VILLAGE.name, now - VILLAGE.createdAgo) },
    ...VILLAGE.joins.map((join) => ({
      at: now - join.ago,
      run: async () => {
        // The leader shares a fresh join link (links last a week), and the member joins by it.
        await regenerateJoinLink(app.db, learners.amina, now - join.ago);
        const membership = await teamsRepo.membershipOf(app.db.kysely, learners.amina);
        const team = membership ? await teamsRepo.findTeam(app.db.kysely, membership.teamId) : undefined;
        if (!team) throw new Error('The demo village was not created.');
        await joinTeam(app.db, learners[join.who], team.joinToken, now - join.ago);
      },
    })),
    {
      at: now - THREAD.ago,
      run: async () => {
        const post = await createPost(app.db.kysely, { id: learners.kofi, role: 'learner' }, { title: THREAD.title, body: THREAD.body }, now - THREAD.ago);
        await addComment(app.db.kysely, { id: learners.amina, role: 'learner' }, post.id, { body: THREAD.reply.body }, now - THREAD.reply.ago);
      },
    },
  ].sort((a, b) => a.at - b.at);
  for (const step of steps) await step.run();
}
