import {
  countIntoBuckets,
  dashboardBuckets,
  journeyLeadersFrom,
  journeyPaths,
  levelDistribution,
  ROI_BAND_LABELS,
  sumIntoBuckets,
  utcDay,
  type Dashboard,
  type DashboardPeriod,
  type DashboardSection,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { getSettings } from '../settings/service';
import {
  blueprintsPerDay,
  bookingsPerDay,
  countFailedDeliveries,
  countLearners,
  learnerSignUpsSince,
  learnersPerLevel,
  paidGrantsPerDay,
  paymentsPerDay,
  roiLeadsPerDay,
  xpPerDay,
  xpTotalsSince,
} from './dashboard-repository';

const MS_PER_DAY = 86_400_000;

/** The time window a section reports on. */
export interface DashboardWindow {
  now: number;
  /** Start of the first bucket (epoch ms). */
  from: number;
  bucket: 'day' | 'week';
  /** Bucket starts (epoch ms), oldest first. */
  starts: number[];
}

/** Builds one dashboard section. Another feature adds a provider to DASHBOARD_SECTIONS below. */
export type DashboardSectionProvider = (db: Kysely<Database>, window: DashboardWindow) => Promise<DashboardSection>;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

const learnersSection: DashboardSectionProvider = async (db, w) => {
  const counts = await countLearners(db, [w.now - 7 * MS_PER_DAY, w.now - 30 * MS_PER_DAY]);
  const [active7 = 0, active30 = 0] = counts.active;
  return {
    id: 'learners',
    title: 'Learners',
    figures: [
      { id: 'learners', label: 'Learners', value: counts.total, format: 'count' },
      { id: 'active7', label: 'Active in the last 7 days', value: active7, format: 'count', hint: `${percent(active7, counts.total)}% of learners` },
      { id: 'active30', label: 'Active in the last 30 days', value: active30, format: 'count', hint: `${percent(active30, counts.total)}% of learners` },
      { id: 'paid', label: 'Paid members', value: counts.paid, format: 'count' },
      { id: 'conversion', label: 'Paid conversion', value: percent(counts.paid, counts.total), format: 'percent', hint: 'Paid members among all learners' },
    ],
    charts: [],
  };
};

const signUpsSection: DashboardSectionProvider = async (db, w) => {
  const signUps = await learnerSignUpsSince(db, w.from);
  const all = countIntoBuckets(signUps.map((s) => s.at), w.starts);
  const paid = countIntoBuckets(signUps.filter((s) => s.isPaid).map((s) => s.at), w.starts);
  const paidCount = signUps.filter((s) => s.isPaid).length;
  return {
    id: 'signups',
    title: 'Sign-ups and conversions',
    figures: [
      { id: 'signups', label: 'Sign-ups in this period', value: signUps.length, format: 'count' },
      { id: 'signupsPaid', label: 'Of whom paid now', value: paidCount, format: 'count' },
      { id: 'signupConversion', label: 'Sign-up conversion', value: percent(paidCount, signUps.length), format: 'percent', hint: 'Sign-ups of this period who are paid members now' },
    ],
    charts: [
      {
        id: 'signupsOverTime',
        title: `Sign-ups per ${w.bucket}`,
        buckets: w.starts.map(utcDay),
        series: [
          { label: 'Sign-ups', values: all },
          { label: 'Paid now', values: paid },
        ],
      },
    ],
  };
};

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A time chart over the window's buckets. */
const timeChart = (w: DashboardWindow, id: string, title: string, series: Array<{ label: string; rows: Array<{ at: number; value: number }> }>) => ({
  id,
  title: `${title} per ${w.bucket}`,
  buckets: w.starts.map(utcDay),
  series: series.map((s) => ({ label: s.label, values: sumIntoBuckets(s.rows, w.starts) })),
});

const xpSection: DashboardSectionProvider = async (db, w) => {
  const [perDay, totals] = await Promise.all([xpPerDay(db, w.from), xpTotalsSince(db, w.from)]);
  return {
    id: 'xp',
    title: 'XP awarded',
    figures: [
      { id: 'xpAwarded', label: 'XP awarded in this period', value: sum(perDay.map((d) => d.points)), format: 'count' },
      { id: 'xpAwards', label: 'Awards', value: sum(perDay.map((d) => d.awards)), format: 'count', hint: 'Ledger entries, including admin adjustments' },
      { id: 'xpEarners', label: 'Learners who earned XP', value: totals.earners, format: 'count' },
      { id: 'xpAdjusted', label: 'XP adjusted by admins', value: totals.adjusted, format: 'count' },
    ],
    charts: [timeChart(w, 'xpOverTime', 'XP awarded', [{ label: 'XP', rows: perDay.map((d) => ({ at: d.at, value: d.points })) }])],
  };
};

const levelsSection: DashboardSectionProvider = async (db) => {
  const levels = levelDistribution(await learnersPerLevel(db));
  return {
    id: 'levels',
    title: 'Levels',
    figures: levels.map(({ level, learners }) => ({
      id: `level${level.number}`,
      label: `Level ${level.number} ${level.name}`,
      value: learners,
      format: 'count' as const,
      hint: level.maxXp === null ? `${level.minXp.toLocaleString('en')}+ XP` : `${level.minXp.toLocaleString('en')}–${level.maxXp.toLocaleString('en')} XP`,
    })),
    charts: [
      {
        id: 'levelsDistribution',
        title: 'Learners per level (all time)',
        kind: 'bars' as const,
        buckets: levels.map(({ level }) => level.name),
        series: [{ label: 'Learners', values: levels.map((l) => l.learners) }],
      },
    ],
  };
};

const bookingsSection: DashboardSectionProvider = async (db, w) => {
  const [perDay, failedAllTime] = await Promise.all([bookingsPerDay(db, w.from), countFailedDeliveries(db)]);
  const ofStatus = (status: string) => sum(perDay.filter((d) => d.status === status).map((d) => d.n));
  return {
    id: 'bookings',
    title: 'Pathfinder bookings',
    figures: [
      { id: 'bookings', label: 'Bookings in this period', value: sum(perDay.map((d) => d.n)), format: 'count' },
      { id: 'bookingsDelivered', label: 'Delivered to the webhook', value: ofStatus('delivered'), format: 'count' },
      { id: 'bookingsPending', label: 'Waiting for delivery', value: ofStatus('pending'), format: 'count' },
      { id: 'bookingsStored', label: 'Kept here (no webhook set)', value: ofStatus('stored'), format: 'count' },
      { id: 'bookingsFailed', label: 'Delivery failed', value: ofStatus('failed'), format: 'count', hint: `${failedAllTime} failed in all, to retry under Leads and bookings` },
    ],
    charts: [
      timeChart(w, 'bookingsOverTime', 'Bookings', [
        { label: 'Bookings', rows: perDay.map((d) => ({ at: d.at, value: d.n })) },
        { label: 'Delivery failed', rows: perDay.filter((d) => d.status === 'failed').map((d) => ({ at: d.at, value: d.n })) },
      ]),
    ],
  };
};

const roiSection: DashboardSectionProvider = async (db, w) => {
  const perDay = await roiLeadsPerDay(db, w.from);
  const total = sum(perDay.map((d) => d.n));
  const bands = [...ROI_BAND_LABELS, ...new Set(perDay.map((d) => d.band).filter((b) => !ROI_BAND_LABELS.includes(b)))];
  return {
    id: 'roi',
    title: 'ROI estimates',
    figures: [
      { id: 'roiLeads', label: 'ROI estimates in this period', value: total, format: 'count' },
      { id: 'roiWithEmail', label: 'With an email', value: sum(perDay.map((d) => d.withEmail)), format: 'count' },
      { id: 'roiAverage', label: 'Average score', value: total === 0 ? 0 : Math.round(sum(perDay.map((d) => d.scoreSum)) / total), format: 'count', hint: 'Out of 100' },
      ...bands.map((band, i) => ({ id: `roiBand${i}`, label: band, value: sum(perDay.filter((d) => d.band === band).map((d) => d.n)), format: 'count' as const })),
    ],
    charts: [
      timeChart(
        w,
        'roiOverTime',
        'ROI estimates',
        bands.map((band) => ({ label: band, rows: perDay.filter((d) => d.band === band).map((d) => ({ at: d.at, value: d.n })) })),
      ),
    ],
  };
};

const blueprintsSection: DashboardSectionProvider = async (db, w) => {
  const [perDay, settings] = await Promise.all([blueprintsPerDay(db, w.from), getSettings(db)]);
  const titles = new Map(journeyPaths(journeyLeadersFrom(settings)).map((p) => [p.id, p.title]));
  const paths = [...new Set([...titles.keys(), ...perDay.map((d) => d.path)])];
  return {
    id: 'blueprints',
    title: 'Team Blueprints',
    figures: [
      { id: 'blueprints', label: 'Blueprints in this period', value: sum(perDay.map((d) => d.n)), format: 'count' },
      { id: 'blueprintsClaimed', label: 'Claimed by an account', value: sum(perDay.map((d) => d.claimed)), format: 'count' },
      ...paths.map((path) => ({
        id: `path-${path}`,
        label: `Recommended: ${titles.get(path) ?? path}`,
        value: sum(perDay.filter((d) => d.path === path).map((d) => d.n)),
        format: 'count' as const,
      })),
    ],
    charts: [
      timeChart(w, 'blueprintsOverTime', 'Blueprints', [
        { label: 'Blueprints', rows: perDay.map((d) => ({ at: d.at, value: d.n })) },
        { label: 'Claimed', rows: perDay.map((d) => ({ at: d.at, value: d.claimed })) },
      ]),
    ],
  };
};

const paidSection: DashboardSectionProvider = async (db, w) => {
  const [payments, grants] = await Promise.all([paymentsPerDay(db, w.from), paidGrantsPerDay(db, w.from)]);
  const paid = sum(payments.map((d) => d.n));
  const granted = sum(grants.map((d) => d.n));
  return {
    id: 'paid',
    title: 'Paid conversions',
    figures: [
      { id: 'paidConversions', label: 'Paid conversions in this period', value: paid + granted, format: 'count' },
      { id: 'cardPayments', label: 'Card payments', value: paid, format: 'count' },
      { id: 'adminGrants', label: 'Granted by an admin', value: granted, format: 'count' },
    ],
    charts: [
      timeChart(w, 'paidOverTime', 'Paid conversions', [
        { label: 'Card payments', rows: payments.map((d) => ({ at: d.at, value: d.n })) },
        { label: 'Granted by an admin', rows: grants.map((d) => ({ at: d.at, value: d.n })) },
      ]),
    ],
  };
};

/** Every section, in screen order. */
export const DASHBOARD_SECTIONS: DashboardSectionProvider[] = [learnersSection, signUpsSection, xpSection, levelsSection, bookingsSection, roiSection, blueprintsSection, paidSection];

/** The dashboard for a period ending now. */
export async function buildDashboard(db: Kysely<Database>, period: DashboardPeriod, now = Date.now()): Promise<Dashboard> {
  const { from, bucket, starts } = dashboardBuckets(period, now);
  const window: DashboardWindow = { now, from, bucket, starts };
  const sections = await Promise.all(DASHBOARD_SECTIONS.map((provide) => provide(db, window)));
  return { period, from: new Date(from).toISOString(), to: new Date(now).toISOString(), bucket, sections };
}
