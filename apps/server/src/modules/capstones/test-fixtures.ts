import type { AdminCapstoneDetail, CapstoneLink, CapstoneReviewInput, CapstoneView } from '@lv/domain';
import { expect } from 'vitest';
import type { Client } from '../../test/harness';

/** Test helpers for the capstone suites. */

/** A real submission's text: well over the 100-character minimum. */
export const CAPSTONE_TEXT = `## The problem

Our weekly stock report took two days to compile by hand, so shortages were found after customers had already been turned away.

## What we changed

We moved the counts into one shared sheet and met for 15 minutes every Monday.

**Result:** the report now takes half a day, and stock-outs fell from 9 to 3 a month.`;

export const LINKS: CapstoneLink[] = [
  { url: 'https://docs.example.org/stock-dashboard', label: 'Our stock dashboard' },
  { url: 'https://docs.example.org/before-after.pdf', label: '' },
];

export const capstonePath = (journey: string) => `/api/journeys/${journey}/capstone`;

export const viewOf = async (c: Client, journey: string) => {
  const res = await c.get(capstonePath(journey));
  expect(res.status).toBe(200);
  return (await res.json()) as CapstoneView;
};

export const saveDraft = (c: Client, journey: string, body: unknown) => c.request('PUT', capstonePath(journey), body);

export const submit = (c: Client, journey: string, text = CAPSTONE_TEXT, links: CapstoneLink[] = LINKS) => c.post(`${capstonePath(journey)}/submissions`, { text, links });

/** Submits and expects 201; returns the learner's view after it. */
export async function submitted(c: Client, journey: string, text = CAPSTONE_TEXT, links: CapstoneLink[] = LINKS): Promise<CapstoneView> {
  const res = await submit(c, journey, text, links);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CapstoneView;
}

export const review = (c: Client, capstoneId: string, body: CapstoneReviewInput | Record<string, unknown>) => c.post(`/api/admin/capstones/${capstoneId}/review`, body);

export const adminView = async (c: Client, capstoneId: string) => {
  const res = await c.get(`/api/admin/capstones/${capstoneId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminCapstoneDetail;
};

export const ACCEPT_FEEDBACK = 'Clear problem, an honest before-and-after measure, and a sensible next step.';
export const CHANGES_FEEDBACK = 'Please add how you measured stock-outs before the change, and over which weeks.';
