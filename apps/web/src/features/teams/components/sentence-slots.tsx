import { Fragment, type ReactNode } from 'react';

/** Private-use characters that stand for an element inside a translated sentence (no text has them). */
export const SLOTS = ['\uE000', '\uE001', '\uE002'] as const;

/**
 * A translated sentence with elements inside it (a name in bold): the sentence is written with
 * `SLOTS[i]` as its placeholders (`const leader = SLOTS[0]; t\`${leader} invites you\``), so the
 * translation may put them anywhere; each is then replaced by `elements[i]`.
 */
export function fillSlots(sentence: string, elements: readonly ReactNode[]): ReactNode {
  return sentence.split(/([\uE000-\uE002])/u).map((part, index) => {
    const slot = (SLOTS as readonly string[]).indexOf(part);
    return <Fragment key={index}>{slot >= 0 ? elements[slot] : part}</Fragment>;
  });
}
