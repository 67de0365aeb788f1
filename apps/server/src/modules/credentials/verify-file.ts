import { NOT_OUR_CREDENTIAL_MESSAGE, type CredentialCheck } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createDocumentLoader, type ControllerDocument } from './document-loader';
import {
  verifyCredentialAndStatus,
  type SignedStatusList,
  type StatusListPublisher,
} from './status-list';

type Db = Kysely<Database>;

/*
 * The product's own check of a credential file (ADR 050): a holder or an employer sends the JSON
 * they saved, and learns whether it still stands. The proof is checked against our published key
 * and the revocation bit against our status list as it is now, so a file saved before its
 * revocation fails. Nothing is fetched: the issuer profile and the lists come from this process.
 */

/** The verification itself: the CPU pool's task (canonicalisation takes tens of milliseconds, ADR 033). */
export function verifyCredentialFile(
  credential: object,
  controllers: ControllerDocument[],
  others: SignedStatusList[],
) {
  return verifyCredentialAndStatus(credential, createDocumentLoader(controllers, others));
}

const idOf = (v: unknown) =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && 'id' in v && typeof v.id === 'string'
      ? v.id
      : null;

export interface FileCheckDeps {
  db: Db;
  publicUrl: string;
  issuerId: string;
  profile: ControllerDocument;
  statusLists: StatusListPublisher;
  verify: (
    credential: object,
    controllers: ControllerDocument[],
    others: SignedStatusList[],
  ) => Promise<{ verified: boolean; errors: string[] }>;
}

/** Checks a credential file; only ours can be checked (another issuer's key is never fetched). */
export async function checkCredentialFile(
  deps: FileCheckDeps,
  credential: Record<string, unknown>,
): Promise<CredentialCheck> {
  if (idOf(credential.issuer) !== deps.issuerId)
    return { verified: false, errors: [NOT_OUR_CREDENTIAL_MESSAGE] };
  const raw = credential.credentialStatus;
  const entries: unknown[] = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const prefix = `${deps.publicUrl}/ob/status/`;
  const lists: SignedStatusList[] = [];
  for (const entry of entries.slice(0, 4)) {
    const url =
      entry && typeof entry === 'object' && 'statusListCredential' in entry
        ? entry.statusListCredential
        : null;
    if (
      typeof url !== 'string' ||
      !url.startsWith(prefix) ||
      !/^[1-9]\d{0,6}$/.test(url.slice(prefix.length))
    )
      continue;
    const list = await deps.statusLists.list(deps.db, Number(url.slice(prefix.length)));
    if (list) lists.push(list);
  }
  const result = await deps.verify(credential, [deps.profile], lists);
  return { verified: result.verified, errors: result.errors };
}
