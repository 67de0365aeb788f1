import { gunzipSync, gzipSync } from 'node:zlib';
import {
  bitAt,
  bitstringOf,
  credentialDateTime,
  STATUS_LIST_SIZE,
  statusListCredential,
  StatusListCredentialSchema,
  statusListUrl,
} from '@lv/domain';
import type { z } from 'zod';
import type { CheckStatus } from '@digitalbazaar/vc';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { revokedIndexes, statusListExists } from '../certificates/status';
import type { Issuer } from './issuer';
import { verifyCredential } from './signing';

type Db = Kysely<Database>;

/*
 * The issuer's Bitstring Status List (W3C VC Bitstring Status List v1.0, ADR 050): list n at
 * `/ob/status/n` is a BitstringStatusListCredential signed with the issuer's key, its
 * `encodedList` the GZIP'd bitstring of 131,072 entries, multibase base64url (`u`). A set bit is a
 * revoked certificate. Node's zlib does the compression; nothing else is needed.
 */

/** The list's bitstring, GZIP-compressed, base64url with the multibase prefix `u`. */
export function encodeStatusList(revoked: Iterable<number>): string {
  return `u${gzipSync(bitstringOf(revoked)).toString('base64url')}`;
}

/** The bitstring of an `encodedList` (throws on anything that is not one of at least 16 KB). */
export function decodeStatusList(encoded: string): Uint8Array {
  if (!encoded.startsWith('u')) throw new Error('The status list is not multibase base64url');
  const bits = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'), {
    maxOutputLength: 16 * STATUS_LIST_SIZE,
  });
  if (bits.length < STATUS_LIST_SIZE / 8) throw new Error('The status list is shorter than 16 KB');
  return new Uint8Array(bits);
}

export type SignedStatusList = z.infer<typeof StatusListCredentialSchema>;

/**
 * Publishes the status lists: list n signed as of its revoked bits now. The same bits answer the
 * same signed document (remembered per list), so a verifier's repeated fetch costs no signature;
 * a revocation changes the bits and the list is signed afresh, dated then.
 */
export class StatusListPublisher {
  readonly #signed = new Map<number, { encoded: string; credential: SignedStatusList }>();
  constructor(
    private readonly issuer: Pick<Issuer, 'id' | 'sign'>,
    private readonly publicUrl: string,
  ) {}

  /** The signed list, or null for a list not started. */
  async list(db: Db, list: number, now = Date.now()): Promise<SignedStatusList | null> {
    if (!(await statusListExists(db, list))) return null;
    const encoded = encodeStatusList(await revokedIndexes(db, list));
    const hit = this.#signed.get(list);
    if (hit?.encoded === encoded) return hit.credential;
    const validFrom = credentialDateTime(now);
    const unsigned = statusListCredential({
      id: statusListUrl(this.publicUrl, list),
      issuerId: this.issuer.id,
      encodedList: encoded,
      validFrom,
    });
    // What the libraries wrote, checked against (and typed by) the response contract.
    const credential = StatusListCredentialSchema.parse(
      await this.issuer.sign(unsigned, new Date(validFrom)),
    );
    this.#signed.set(list, { encoded, credential });
    return credential;
  }
}

interface StatusEntryLike {
  type?: unknown;
  statusPurpose?: unknown;
  statusListIndex?: unknown;
  statusListCredential?: unknown;
}

const failed = (message: string) => ({ verified: false, error: new Error(message) });

/**
 * The status check `verifyCredential` runs once the proofs verify: each entry's status list
 * credential is loaded through the same offline loader, must verify itself, be issued by the
 * credential's issuer and be of the entry's purpose; a set revocation bit fails the credential
 * ("revoked"), whenever the file was saved.
 */
export const checkRevocation: CheckStatus = async ({ credential, documentLoader }) => {
  const raw = credential.credentialStatus;
  const entries = (Array.isArray(raw) ? raw : [raw]) as StatusEntryLike[];
  const issuer = credential.issuer;
  const issuerId =
    typeof issuer === 'string' ? issuer : (issuer as { id?: unknown } | undefined)?.id;
  for (const entry of entries) {
    if (entry.type !== 'BitstringStatusListEntry')
      return failed(`Unsupported credential status type ${String(entry.type)}`);
    const url = entry.statusListCredential;
    const index = Number(entry.statusListIndex);
    if (
      typeof url !== 'string' ||
      typeof entry.statusListIndex !== 'string' ||
      !/^\d+$/.test(entry.statusListIndex)
    )
      return failed('The credential status entry is malformed');
    let list: Record<string, unknown>;
    try {
      list = (await documentLoader(url)).document as Record<string, unknown>;
    } catch {
      return failed(`The status list ${url} could not be loaded`);
    }
    const listCheck = await verifyCredential(list, documentLoader);
    if (!listCheck.verified)
      return failed(`The status list ${url} does not verify: ${listCheck.errors.join('; ')}`);
    const listIssuer =
      typeof list.issuer === 'string'
        ? list.issuer
        : (list.issuer as { id?: unknown } | undefined)?.id;
    if (listIssuer !== issuerId)
      return failed(`The status list ${url} is not the credential issuer's`);
    const subject = list.credentialSubject as
      { type?: unknown; statusPurpose?: unknown; encodedList?: unknown } | undefined;
    if (
      subject?.type !== 'BitstringStatusList' ||
      subject.statusPurpose !== entry.statusPurpose ||
      typeof subject.encodedList !== 'string'
    ) {
      return failed(`The status list ${url} is not a ${String(entry.statusPurpose)} list`);
    }
    let bits: Uint8Array;
    try {
      bits = decodeStatusList(subject.encodedList);
    } catch (e) {
      return failed(`The status list ${url} cannot be read: ${(e as Error).message}`);
    }
    if (index >= bits.length * 8) return failed(`The status list ${url} has no entry ${index}`);
    if (bitAt(bits, index))
      return failed(
        entry.statusPurpose === 'revocation'
          ? 'The credential has been revoked by its issuer'
          : `The credential's ${String(entry.statusPurpose)} status is set`,
      );
  }
  return { verified: true };
};

/** Verifies a credential's proofs and then, when it has one, its revocation status (the one verification to use). */
export function verifyCredentialAndStatus(
  credential: object,
  documentLoader: JsonLdDocumentLoader,
) {
  return verifyCredential(credential, documentLoader, checkRevocation);
}
