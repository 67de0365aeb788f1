import type { RoiEstimateSeries, RoiInput } from '@lv/domain';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { addRoiEstimate, roiEstimateSeries } from '../leads/roi-series';
import { requireOrgScope } from './policy';

/*
 * The organisation's ROI estimate series (ADR 053): owned by the organisation, not by the person
 * who saved it, read and saved by its owners and admins (and platform admins) under the
 * organisation policy ('roi:read', 'roi:save'). Someone outside the organisation gets 404, a team
 * leader or member 403. The series and its schedule are the leads module's (ADR 051).
 */

/** GET /api/orgs/:orgId/roi-estimates. */
export async function orgRoiEstimates(
  db: Db,
  caller: UserRow,
  organisationId: string,
  now = Date.now(),
): Promise<RoiEstimateSeries> {
  await requireOrgScope(db.kysely, caller, organisationId, 'roi:read');
  return roiEstimateSeries(db.kysely, { organisationId }, now);
}

/** POST /api/orgs/:orgId/roi-estimates: a new estimate in the series; the check, the row and the answer in one transaction. */
export function saveOrgRoiEstimate(
  db: Db,
  caller: UserRow,
  organisationId: string,
  input: RoiInput,
  now = Date.now(),
): Promise<RoiEstimateSeries> {
  return db.kysely.transaction().execute(async (trx) => {
    await requireOrgScope(trx, caller, organisationId, 'roi:save');
    return addRoiEstimate(trx, { organisationId }, input, now);
  });
}
