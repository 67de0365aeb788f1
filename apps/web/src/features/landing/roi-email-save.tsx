import { t } from '@lingui/core/macro';
import type { RoiInput } from '@lv/domain';
import { useState } from 'react';
import { Button } from '../../components/ui/button-base';
import { TextField } from '../../components/ui/text-field';
import type { ToastKind } from '../../components/ui/toast-region';
import { api } from '../../lib/api';

/**
 * Saving the ROI estimate with an optional email. Held by the dialog, not by the form, so going
 * back a step and forward again keeps the email typed and the saved state.
 */
export function useRoiEmailSave(notify: (kind: ToastKind, message: string) => void) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);

  const changeEmail = (value: string) => {
    setEmail(value);
    setEmailError(undefined);
  };

  const save = async (input: RoiInput) => {
    const trimmed = email.trim();
    if (trimmed !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
      setEmailError(t`Please enter a valid email address`);
      return;
    }
    setSaving(true);
    try {
      await api.post('/api/leads/roi', { ...input, ...(trimmed ? { email: trimmed } : {}) });
      setSaved(true);
      notify('success', t`Your ROI estimate is saved.`);
    } catch (error) {
      console.error('Saving the ROI estimate failed', error);
      notify('error', t`We could not save your estimate. Please try again.`);
    } finally {
      setSaving(false);
    }
  };

  return { email, emailError, saved, saving, changeEmail, save };
}

export interface RoiEmailSaveProps {
  state: ReturnType<typeof useRoiEmailSave>;
  onSave: () => Promise<void>;
}

/** Under the ROI result: the email field and 'Save my estimate', then the saved note. */
export function RoiEmailSave({
  state: { email, emailError, saved, saving, changeEmail },
  onSave,
}: RoiEmailSaveProps) {
  return (
    <div className="mt-5 rounded-lg border border-line p-4">
      {saved ? (
        <p className="font-medium text-success">
          {t`Your estimate is saved. We will be in touch if you left your email.`}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <TextField
            className="flex-1"
            label={t`Email (optional)`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => changeEmail(e.target.value)}
            error={emailError}
          />
          <Button type="submit" variant="secondary" busy={saving} busyLabel={t`Saving…`}>
            {t`Save my estimate`}
          </Button>
        </form>
      )}
    </div>
  );
}
