import { PERSONALITY_TYPES, type PersonalityTypeId } from '@lv/domain';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ChoiceCard } from '../../components/ui/choice-card';
import { Dialog } from '../../components/ui/dialog';
import { domainText } from '../../lib/i18n/domain-text';

interface PersonalityDialogProps {
  current: PersonalityTypeId | null;
  onClose: () => void;
  onSave: (type: PersonalityTypeId) => void;
  busy: boolean;
  error: string | null;
}

/** The personality-type modal: the four DISC styles, each with its short description. */
export function PersonalityDialog({ current, onClose, onSave, busy, error }: PersonalityDialogProps) {
  const [choice, setChoice] = useState<PersonalityTypeId | null>(current);
  return (
    <Dialog title={t`Your personality type`} description={t`Choose the DISC style that sounds most like you at work.`} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (choice) onSave(choice);
        }}
      >
        <fieldset>
          <legend className="sr-only">{t`DISC style`}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {PERSONALITY_TYPES.map((type) => (
              <ChoiceCard
                key={type.id}
                type="radio"
                name="personalityType"
                value={type.id}
                checked={choice === type.id}
                onChange={() => setChoice(type.id)}
                className="p-4"
                inputClassName="mt-1"
              >
                <span>
                  <span className="block font-bold text-ink">{domainText(type.label)}</span>
                  <span className="block text-sm text-muted">{domainText(type.description)}</span>
                </span>
              </ChoiceCard>
            ))}
          </div>
        </fieldset>
        {error ? (
          <Alert className="mt-4" tone="error">{error}</Alert>
        ) : null}
        {/* Kept in view at the dialog's foot while the four styles scroll (a 390 x 844 phone shows two). */}
        <div className="sticky bottom-0 -mx-5 mt-5 flex flex-wrap justify-end gap-3 border-t border-line bg-white px-5 py-3 sm:-mx-6 sm:px-6">
          <Button variant="secondary" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" disabled={!choice} busy={busy} busyLabel={t`Saving...`}>
            {t`Save personality type`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
