import {
  MyOrganisationSchema,
  OrgConsoleSchema,
  OrgImportReportSchema,
  OrgInvitationSentSchema,
  OrgMembersSchema,
  OrgTeamsSchema,
} from '@lv/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query keys of the caller's organisation and its console. */
export const orgKeys = {
  all: ['orgs'] as const,
  mine: () => ['orgs', 'mine'] as const,
  console: (orgId: string) => ['orgs', orgId, 'console'] as const,
  members: (orgId: string) => ['orgs', orgId, 'members'] as const,
  teams: (orgId: string) => ['orgs', orgId, 'teams'] as const,
};

const base = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;

/** `GET /api/orgs/mine`: the caller's organisation (null when they belong to none). */
export const useMyOrganisation = (enabled = true) =>
  useQuery({
    queryKey: orgKeys.mine(),
    queryFn: ({ signal }) => api.get('/api/orgs/mine', { signal, schema: MyOrganisationSchema }),
    enabled,
  });

/** `POST /api/orgs/invitations/accept`: the signed-in invitee joins with the emailed token. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post('/api/orgs/invitations/accept', { token }, { schema: MyOrganisationSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.all }),
  });
}

/** `GET /api/orgs/:orgId/console`: the console's figures as far as the caller's role reaches. */
export const useOrgConsole = (orgId: string | undefined) =>
  useQuery({
    queryKey: orgKeys.console(orgId ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/api/orgs/${encodeURIComponent(orgId ?? '')}/console`, {
        signal,
        schema: OrgConsoleSchema,
      }),
    enabled: orgId !== undefined,
  });

/** The organisation's people and pending invitations (a team leader: their teams' members). */
export const useOrgMembers = (orgId: string | undefined) =>
  useQuery({
    queryKey: orgKeys.members(orgId ?? ''),
    queryFn: ({ signal }) =>
      api.get(`${base(orgId ?? '')}/members`, { signal, schema: OrgMembersSchema }),
    enabled: orgId !== undefined,
  });

/** The organisation's teams as far as the caller reaches. */
export const useOrgTeams = (orgId: string | undefined) =>
  useQuery({
    queryKey: orgKeys.teams(orgId ?? ''),
    queryFn: ({ signal }) =>
      api.get(`${base(orgId ?? '')}/teams`, { signal, schema: OrgTeamsSchema }),
    enabled: orgId !== undefined,
  });

function useRefreshOrg() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orgKeys.all });
}

/** Invites one person by email (a seat is taken at once). */
export function useInvitePerson(orgId: string) {
  const refresh = useRefreshOrg();
  return useMutation({
    mutationFn: (email: string) =>
      api.post(
        `${base(orgId)}/invitations`,
        { email, role: 'member' },
        { schema: OrgInvitationSentSchema },
      ),
    onSuccess: refresh,
  });
}

/** Checks a CSV file: the per-row report; nothing is written. */
export function useCheckImport(orgId: string) {
  return useMutation({
    mutationFn: (csv: string) =>
      api.post(`${base(orgId)}/imports/check`, { csv }, { schema: OrgImportReportSchema }),
  });
}

/** Confirms a checked file: every new row is invited, or none. */
export function useConfirmImport(orgId: string) {
  const refresh = useRefreshOrg();
  return useMutation({
    mutationFn: (csv: string) =>
      api.post(`${base(orgId)}/imports`, { csv }, { schema: OrgImportReportSchema }),
    onSuccess: refresh,
  });
}

/** Moves a member to a team, or out of every team. */
export function useSetMemberTeam(orgId: string) {
  const refresh = useRefreshOrg();
  return useMutation({
    mutationFn: ({ userId, teamId }: { userId: string; teamId: string | null }) =>
      api.put(`${base(orgId)}/members/${encodeURIComponent(userId)}/team`, { teamId }),
    onSuccess: refresh,
  });
}

/** Removes a member: their seat is free; their own record stays theirs. */
export function useRemoveMember(orgId: string) {
  const refresh = useRefreshOrg();
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete(`${base(orgId)}/members/${encodeURIComponent(userId)}`),
    onSuccess: refresh,
  });
}

/** The people export's address (a download: the browser fetches it with the session cookie). */
export const peopleExportUrl = (orgId: string) => `${base(orgId)}/people/export`;
