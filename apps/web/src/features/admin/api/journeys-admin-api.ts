import {
  AdminJourneyDetailSchema,
  AdminJourneyListSchema,
  EnrolmentMoveResultSchema,
  MarkdownPreviewSchema,
  OlderEnrolmentPageSchema,
  PublishAnswerSchema,
  type AdminJourneyDetail,
  type DraftModuleInput,
  type DraftModuleMove,
  type DraftRuleInput,
  type EnrolmentMoveInput,
  type JourneyCreateInput,
  type JourneyDetailsInput,
} from '@lv/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { putAnswer } from '../../../lib/query-client';
import { adminKeys } from './admin-api';

/** Journey authoring (/api/admin/journeys): the list, one journey with its draft, and its older enrolments. */

const BASE = '/api/admin/journeys';
const journeyPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const modulePath = (id: string, slug: string) =>
  `${journeyPath(id)}/draft/modules/${encodeURIComponent(slug)}`;

export const journeyKeys = {
  all: [...adminKeys.all, 'journeys'] as const,
  list: () => [...adminKeys.all, 'journeys', 'list'] as const,
  detail: (id: string) => [...adminKeys.all, 'journeys', 'detail', id] as const,
  enrolments: (id: string, page: number) =>
    [...adminKeys.all, 'journeys', 'enrolments', id, page] as const,
};

export const useAdminJourneys = () =>
  useQuery({
    queryKey: journeyKeys.list(),
    queryFn: ({ signal }) => api.get(BASE, { signal, schema: AdminJourneyListSchema }),
  });

export const useAdminJourney = (id: string) =>
  useQuery({
    queryKey: journeyKeys.detail(id),
    queryFn: ({ signal }) => api.get(journeyPath(id), { signal, schema: AdminJourneyDetailSchema }),
  });

export const useOlderEnrolments = (id: string, page: number, enabled: boolean) =>
  useQuery({
    queryKey: journeyKeys.enrolments(id, page),
    queryFn: ({ signal }) =>
      api.get(`${journeyPath(id)}/enrolments?page=${page}`, {
        signal,
        schema: OlderEnrolmentPageSchema,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** After a write: the answer is the journey's new detail; the list and the audit log refresh. */
function useJourneyChanged() {
  const queryClient = useQueryClient();
  return async (detail: AdminJourneyDetail) => {
    void queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    await putAnswer(queryClient, journeyKeys.detail(detail.journey.id), detail);
  };
}

export function useCreateJourney() {
  const changed = useJourneyChanged();
  return useMutation({
    mutationFn: (input: JourneyCreateInput) =>
      api.post(BASE, input, { schema: AdminJourneyDetailSchema }),
    onSuccess: changed,
  });
}

/** Every draft edit, as one mutation: the kind of edit and its input. */
export type DraftEdit =
  | { kind: 'details'; input: JourneyDetailsInput }
  | { kind: 'rule'; input: DraftRuleInput }
  | { kind: 'add-module'; input: DraftModuleInput }
  | { kind: 'change-module'; slug: string; input: DraftModuleInput }
  | { kind: 'move-module'; slug: string; move: DraftModuleMove }
  | { kind: 'remove-module'; slug: string }
  | { kind: 'restore-module'; slug: string }
  | { kind: 'discard' };

function sendEdit(id: string, edit: DraftEdit): Promise<AdminJourneyDetail> {
  const schema = AdminJourneyDetailSchema;
  switch (edit.kind) {
    case 'details':
      return api.put(`${journeyPath(id)}/draft/details`, edit.input, { schema });
    case 'rule':
      return api.put(`${journeyPath(id)}/draft/rule`, edit.input, { schema });
    case 'add-module':
      return api.post(`${journeyPath(id)}/draft/modules`, edit.input, { schema });
    case 'change-module':
      return api.put(modulePath(id, edit.slug), edit.input, { schema });
    case 'move-module':
      return api.post(`${modulePath(id, edit.slug)}/move`, edit.move, { schema });
    case 'remove-module':
      return api.delete(modulePath(id, edit.slug), { schema });
    case 'restore-module':
      return api.post(`${modulePath(id, edit.slug)}/restore`, undefined, { schema });
    case 'discard':
      return api.delete(`${journeyPath(id)}/draft`, { schema });
  }
}

export function useEditDraft(id: string) {
  const changed = useJourneyChanged();
  return useMutation({ mutationFn: (edit: DraftEdit) => sendEdit(id, edit), onSuccess: changed });
}

export function usePublishDraft(id: string) {
  const changed = useJourneyChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(`${journeyPath(id)}/publish`, undefined, { schema: PublishAnswerSchema }),
    onSuccess: async ({ detail }) => {
      // A new current version changes who is on an older one.
      void queryClient.invalidateQueries({
        queryKey: [...adminKeys.all, 'journeys', 'enrolments', id],
      });
      await changed(detail);
    },
  });
}

export function useMoveEnrolments(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnrolmentMoveInput) =>
      api.post(`${journeyPath(id)}/enrolments/move`, input, { schema: EnrolmentMoveResultSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: [...adminKeys.all, 'journeys', 'enrolments', id],
      });
      void queryClient.invalidateQueries({ queryKey: journeyKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

/** The server's rendering of some Markdown (its sanitiser, exactly as Publish will store it). */
export const previewMarkdown = (markdown: string) =>
  api.post(`${BASE}/preview`, { markdown }, { schema: MarkdownPreviewSchema });
