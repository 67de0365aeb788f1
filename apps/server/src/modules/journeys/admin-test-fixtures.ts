import type { AdminJourneyDetail, DraftModuleInput } from '@lv/domain';
import { expect } from 'vitest';
import type { Client, TestApp } from '../../test/harness';
import { lesson, type ErrorAnswer } from './test-fixtures';

/** Factories for the admin journey suites: calls of the authoring API that must succeed. */

export const A = '/api/admin/journeys';

export async function ok<T = AdminJourneyDetail>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const body = (await r.json()) as T;
  expect(r.status, JSON.stringify(body)).toBe(status);
  return body;
}

export async function refused(res: Response | Promise<Response>, status: number): Promise<ErrorAnswer['error']> {
  const r = await res;
  const body = (await r.json()) as ErrorAnswer;
  expect(r.status, JSON.stringify(body)).toBe(status);
  return body.error;
}

export const moduleInput = (slug: string, required = true, change: Parameters<typeof lesson>[1] = {}): DraftModuleInput => ({ content: lesson(slug, change), required });

/** An admin-made journey through the API, with the given modules drafted and (by default) published as version 1. */
export async function authorJourney(admin: Client, slug: string, modules: DraftModuleInput[], publish = true): Promise<AdminJourneyDetail> {
  const created = await ok(admin.post(A, { slug, title: `Journey ${slug}`, summary: 'Made by an admin in the tests.' }), 201);
  const id = created.journey.id;
  await ok(admin.request('PUT', `${A}/${id}/draft/rule`, { rule: { requiredWebinars: 0, capstoneRequired: false }, capstoneBrief: 'Show one change your team made.' }));
  let detail = created;
  for (const m of modules) detail = await ok(admin.post(`${A}/${id}/draft/modules`, m));
  if (publish) detail = (await ok<{ version: number; detail: AdminJourneyDetail }>(admin.post(`${A}/${id}/publish`), 201)).detail;
  return detail;
}

export const auditActions = async (t: TestApp, journeyId: string) =>
  (await t.app.db.kysely.selectFrom('audit_log').select(['action', 'actorId', 'details']).where('targetId', '=', journeyId).execute());
