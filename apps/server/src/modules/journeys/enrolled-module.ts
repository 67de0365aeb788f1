import type { Db } from '../../db/database';
import { errors } from '../../lib/errors';
import { journeyLeaders, moduleNotFound, resolveJourney } from './journey-view';
import * as repo from './repository';

/**
 * A module of a journey the learner is enrolled in, with the errors a learner's write on it gives
 * (completing it, answering its check): no such module, not enrolled, not in the pinned version.
 */
export async function enrolledModule(db: Db, userId: string, journeyId: string, moduleSlug: string) {
  const journey = await resolveJourney(db, journeyId, await journeyLeaders(db));
  const module = await repo.findModuleBySlug(db.kysely, journey.row.id, moduleSlug);
  if (!module) throw moduleNotFound();
  const enrolment = await repo.findEnrolment(db.kysely, userId, journey.row.id);
  if (!enrolment) throw errors.forbidden(`Enrol in ${journey.title} before completing its modules.`);
  const modules = await repo.versionModules(db.kysely, [enrolment.versionId]);
  if (!modules.some((m) => m.moduleId === module.id)) {
    throw errors.conflict(`This module is not part of the version of ${journey.title} you are enrolled in.`);
  }
  return { journey, module, enrolment, modules };
}
