import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database';
import * as m0001 from './migrations/2026-11-21-0001-identity-and-points';
import * as m0002 from './migrations/2026-11-21-0002-settings';
import * as m0010 from './migrations/2026-11-22-0010-xp-ledger';
import * as m0011 from './migrations/2026-11-22-0011-badges';
import * as m0200 from './migrations/2026-11-22-0200-payments';
import * as m0300 from './migrations/2026-11-22-0300-audit-log';
import * as m0100 from './migrations/2026-11-22-0100-leads-and-bookings';
import * as m0400teams from './migrations/2026-11-22-0400-teams';
import * as m0700kb from './migrations/2026-11-22-0700-knowledge-base';
import * as m0310 from './migrations/2026-11-22-0310-admin';
import * as m0600learner from './migrations/2026-11-22-0600-learner';
import * as m0500 from './migrations/2026-11-22-0500-forum';
import * as m1015counts from './migrations/2026-11-23-0015-xp-score-counts-covering';
import * as m1100journeys from './migrations/2026-11-24-0100-journeys';
import * as m1110journeysSeed from './migrations/2026-11-24-0110-journeys-seed';
import * as m1100credentials from './migrations/2026-11-24-0100-badge-credential-ids';
import * as m0800cpd from './migrations/2026-11-24-0800-cpd-record';
import * as m0810certificates from './migrations/2026-11-24-0810-certificates';
import * as m1200events from './migrations/2026-11-25-0100-events';
import * as m1210eventsSeed from './migrations/2026-11-25-0110-events-seed';
import * as m1300capstones from './migrations/2026-11-24-0300-capstones';
import * as m1200mentoring from './migrations/2026-11-25-0100-mentoring';
import * as m1200journeyDrafts from './migrations/2026-11-25-0100-journey-drafts';
import * as m1200idempotency from './migrations/2026-11-25-0100-idempotent-requests';
import * as m1300requestLimits from './migrations/2026-11-25-0200-request-limits';
import * as m1300roiLeadsByUser from './migrations/2026-11-25-0200-roi-leads-by-user';
import * as m1400paystack from './migrations/2026-11-25-0300-paystack-payments';
import * as m1500userLocale from './migrations/2026-11-25-0400-user-locale';
import * as m1600translations from './migrations/2026-11-25-0500-content-translations';
import * as m2200accountLimits from './migrations/2026-12-01-2200-account-limits';
import * as m1330jobs from './migrations/2026-12-02-1330-jobs-and-mail-deliveries';
import * as m1330organisations from './migrations/2026-12-02-1330-organisations';
import * as m1330streakFreezes from './migrations/2026-12-02-1330-streak-freezes';
import * as m1345deletionRequests from './migrations/2026-12-02-1345-deletion-requests';
import * as m1400knowledgeChecks from './migrations/2026-12-02-1400-knowledge-checks';
import * as m1500moduleDimensions from './migrations/2026-12-03-1500-module-dimensions';
import * as m1400certificateStatus from './migrations/2026-12-07-1400-certificate-status';
import * as m2300reviewCards from './migrations/2026-12-07-2300-review-cards';
import * as m2000podcast from './migrations/2026-12-02-2000-podcast';
import * as m2100eliteCertificates from './migrations/2026-12-02-2100-elite-certificates';
import * as m2100journeyMonths from './migrations/2026-12-02-2100-journey-months';
import * as m2030truthfulFaq from './migrations/2026-12-02-2030-truthful-faq';
import * as m2000growth from './migrations/2026-12-02-2000-growth-assessments';
import * as m2100organisationPeople from './migrations/2026-12-02-2100-organisation-people';
import * as m2030ssoProviders from './migrations/2026-12-02-2030-sso-providers';
import * as m1400measuredGrowthFaq from './migrations/2026-12-07-1400-measured-growth-faq';
import * as m2300organisationRoi from './migrations/2026-12-07-2300-organisation-roi-estimates';

/** Every migration, in order. Names are timestamped and never change once released. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-0001-identity-and-points': m0001,
  '2026-11-21-0002-settings': m0002,
  '2026-11-22-0010-xp-ledger': m0010,
  '2026-11-22-0011-badges': m0011,
  '2026-11-22-0200-payments': m0200,
  '2026-11-22-0300-audit-log': m0300,
  '2026-11-22-0100-leads-and-bookings': m0100,
  '2026-11-22-0400-teams': m0400teams,
  '2026-11-22-0700-knowledge-base': m0700kb,
  '2026-11-22-0310-admin': m0310,
  '2026-11-22-0600-learner': m0600learner,
  '2026-11-22-0500-forum': m0500,
  '2026-11-23-0015-xp-score-counts-covering': m1015counts,
  '2026-11-24-0100-journeys': m1100journeys,
  '2026-11-24-0110-journeys-seed': m1110journeysSeed,
  '2026-11-24-0100-badge-credential-ids': m1100credentials,
  '2026-11-24-0800-cpd-record': m0800cpd,
  '2026-11-24-0810-certificates': m0810certificates,
  '2026-11-25-0100-events': m1200events,
  '2026-11-25-0110-events-seed': m1210eventsSeed,
  '2026-11-24-0300-capstones': m1300capstones,
  '2026-11-25-0100-mentoring': m1200mentoring,
  '2026-11-25-0100-journey-drafts': m1200journeyDrafts,
  '2026-11-25-0100-idempotent-requests': m1200idempotency,
  '2026-11-25-0200-request-limits': m1300requestLimits,
  '2026-11-25-0200-roi-leads-by-user': m1300roiLeadsByUser,
  '2026-11-25-0300-paystack-payments': m1400paystack,
  '2026-11-25-0400-user-locale': m1500userLocale,
  '2026-11-25-0500-content-translations': m1600translations,
  '2026-12-01-2200-account-limits': m2200accountLimits,
  '2026-12-02-1330-jobs-and-mail-deliveries': m1330jobs,
  '2026-12-02-1330-organisations': m1330organisations,
  '2026-12-02-1330-streak-freezes': m1330streakFreezes,
  '2026-12-02-1345-deletion-requests': m1345deletionRequests,
  '2026-12-02-1400-knowledge-checks': m1400knowledgeChecks,
  '2026-12-02-2000-podcast': m2000podcast,
  '2026-12-02-2100-elite-certificates': m2100eliteCertificates,
  '2026-12-02-2100-journey-months': m2100journeyMonths,
  '2026-12-02-2030-truthful-faq': m2030truthfulFaq,
  '2026-12-02-2000-growth-assessments': m2000growth,
  '2026-12-02-2100-organisation-people': m2100organisationPeople,
  '2026-12-02-2030-sso-providers': m2030ssoProviders,
  '2026-12-03-1500-module-dimensions': m1500moduleDimensions,
  '2026-12-07-1400-measured-growth-faq': m1400measuredGrowthFaq,
  '2026-12-07-1400-certificate-status': m1400certificateStatus,
  '2026-12-07-2300-organisation-roi-estimates': m2300organisationRoi,
  '2026-12-07-2300-review-cards': m2300reviewCards,
};

/** The registered migrations by name (db/migrate.test.ts checks every file in migrations/ is one). */
export function registeredMigrations(): Readonly<Record<string, Migration>> {
  return MIGRATIONS;
}

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return MIGRATIONS;
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Branches land migrations in any order; each is independent of its siblings' names.
  const migrator = new Migrator({ db: db.kysely, provider: new StaticProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
