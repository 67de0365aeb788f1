import {
  countIntoBuckets,
  dashboardBuckets,
  utcDay,
  type Dashboard,
  type DashboardPeriod,
  type DashboardSection,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countLearners, learnerSignUpsSince } from './dashboard-repository';

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

/** Every section, in screen order. */
export const DASHBOARD_SECTIONS: DashboardSectionProvider[] = [learnersSection, signUpsSection];

/** The dashboard for a period ending now. */
export async function buildDashboard(db: Kysely<Database>, period: DashboardPeriod, now = Date.now()): Promise<Dashboard> {
  const { from, bucket, starts } = dashboardBuckets(period, now);
  const window: DashboardWindow = { now, from, bucket, starts };
  const sections = await Promise.all(DASHBOARD_SECTIONS.map((provide) => provide(db, window)));
  return { period, from: new Date(from).toISOString(), to: new Date(now).toISOString(), bucket, sections };
}
