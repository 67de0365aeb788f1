import { xpActionFor } from '@lv/domain';
import { Alert } from '../../../components/ui/alert';

/** Complete Module's base XP (`../shared/spec/platform-spec.md` section 9 (Business constants and limits)): what the screens promise for a module. */
export const MODULE_XP = xpActionFor('complete_module').points;

/** A failed enrolment, said the same way wherever the Enrol button is. */
export function EnrolFailure({ error }: { error: Error | null }) {
  if (!error) return null;
  return <Alert tone="error">We could not enrol you: {error.message} Try again.</Alert>;
}
