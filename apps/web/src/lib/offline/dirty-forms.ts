/*
 * Forms with edits not yet submitted, so a new app version never reloads the page under them
 * (lib/offline/service-worker.ts). Any input inside a form marks it; submit and reset clear it; a
 * form that left the page no longer counts. One listener for the whole document: no form needs
 * to opt in.
 */

const dirty = new WeakSet<HTMLFormElement>();
let watching = false;

const formOf = (target: EventTarget | null): HTMLFormElement | null =>
  target instanceof Element ? (target instanceof HTMLFormElement ? target : target.closest('form')) : null;

/** Starts watching the document's forms (once). */
export function watchFormEdits(doc: Document = document): void {
  if (watching) return;
  watching = true;
  doc.addEventListener('input', (event) => {
    const form = formOf(event.target);
    if (form) dirty.add(form);
  }, true);
  const clear = (event: Event) => {
    const form = formOf(event.target);
    if (form) dirty.delete(form);
  };
  doc.addEventListener('submit', clear, true);
  doc.addEventListener('reset', clear, true);
}

/** True when a form on the page has edits the learner has not submitted. */
export function hasUnsubmittedForm(doc: Document = document): boolean {
  return Array.from(doc.forms).some((form) => dirty.has(form));
}
