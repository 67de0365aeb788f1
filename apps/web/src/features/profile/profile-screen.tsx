import {
  isSafeImageUrl,
  LOCALE_NAMES,
  SUPPORTED_LOCALES,
  PROFILE_BIO_MAX,
  PROFILE_NAME_MAX,
  personalityType,
  type OwnProfile,
  type PersonalityTypeId,
} from '@lv/domain';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Brain } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { Alert } from '../../components/ui/alert';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { countryOptions } from '../../lib/i18n/countries';
import { domainText } from '../../lib/i18n/domain-text';
import { setFieldErrors, useZodForm } from '../../lib/use-zod-form';
import { useOwnProfile, useUpdateProfile } from './api/profile-api';
import { SelectField, TextAreaField } from '../../components/ui/form-fields';
import { EmailAddress } from './email-address';
import { PersonalityDialog } from './personality-dialog';
import { YourDataSection } from './your-data-section';
import { ProfileFormSchema, timeZoneOptions, valuesOf } from './profile-form-values';


/** The languages the product speaks, each in its own name. */
/** Stands for the address inside its translated sentence (no text has it). */
const ADDRESS_SLOT = '\uE000';

const LANGUAGE_OPTIONS = SUPPORTED_LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }));

/**
 * /profile: name, photo, bio, country, timezone, personality type and leaderboard privacy.
 * `growth`: what other features show below the editor (the app composes it: features are islands).
 */
export function ProfileScreen({ growth = null }: { growth?: ReactNode } = {}) {
  const profile = useOwnProfile();
  return (
    <>
      <PageHeader title={t`Profile`}>
        {t`Manage your name, photo, bio, country, timezone, language, personality type and leaderboard privacy.`}
      </PageHeader>
      {profile.isPending ? <Spinner /> : null}
      {profile.isError ? (
        <LoadError onRetry={() => void profile.refetch()}>{t`We could not load your profile. Check your connection and try again.`}</LoadError>
      ) : null}
      {/* Below the editor once it shows, so the editor's arrival never moves it. */}
      {profile.data ? (
        <>
          <ProfileEditor key={profile.data.id} profile={profile.data} />
          {growth}
        </>
      ) : null}
    </>
  );
}

function ProfileEditor({ profile }: { profile: OwnProfile }) {
  const update = useUpdateProfile();
  const personality = useUpdateProfile();
  const { register, handleSubmit, setError, reset, control, formState } = useZodForm(ProfileFormSchema, {
    defaultValues: valuesOf(profile),
  });
  const errors = formState.errors;
  const email = ADDRESS_SLOT;
  const [signedInBefore = '', signedInAfter = ''] = t`Signed in as ${email}`.split(ADDRESS_SLOT);
  const [saved, setSaved] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [name, image, bio, timezone] = useWatch({ control, name: ['name', 'image', 'bio', 'timezone'] });
  const type = personalityType(profile.personalityType);
  const bioLength = bio.length;
  const updateError = update.error ? domainText(update.error.message) : '';
  const personalityError = personality.error ? domainText(personality.error.message) : '';
  // Stable options (and registrations, useZodForm), so the long country and timezone selects do not re-render on every keystroke.
  const countries = useMemo(() => [{ value: '', label: t`Choose a country` }, ...countryOptions()], []);
  const zoneOptions = useMemo(() => timeZoneOptions(timezone).map((z) => ({ value: z, label: z.replace(/_/g, ' ') })), [timezone]);

  const onSubmit = handleSubmit((patch) =>
    update.mutate(patch, {
      onSuccess: (next) => {
        // A new language is a page load in it (the server keeps it in the lv_locale cookie).
        if (next.locale && next.locale !== i18n.locale) return window.location.reload();
        reset(valuesOf(next));
        setSaved(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setFieldErrors(setError, error.fields);
      },
    }),
  );

  const savePersonality = (id: PersonalityTypeId) => {
    personality.mutate({ personalityType: id }, { onSuccess: () => setDialogOpen(false) });
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
      <form onSubmit={(e) => void onSubmit(e)} onChange={() => setSaved(false)} noValidate className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm sm:p-6" aria-labelledby="profile-details">
        <h2 id="profile-details" className="text-xl font-bold text-primary">
          {t`Your details`}
        </h2>
        <div className="flex items-center gap-4">
          <Avatar name={name || profile.name} image={isSafeImageUrl(image.trim()) ? image.trim() : null} size="lg" />
          <p className="min-w-0 text-sm text-muted">
            {signedInBefore}
            <EmailAddress address={profile.email} />
            {signedInAfter}
          </p>
        </div>
        <TextField label={t`Name`} autoComplete="name" maxLength={PROFILE_NAME_MAX} error={errors.name?.message} required {...register('name')} />
        <TextField
          label={t`Photo URL`}
          type="url"
          inputMode="url"
          placeholder="https://"
          hint={t`A link to a photo of you, starting with https://. Leave empty for your initials.`}
          error={errors.image?.message}
          {...register('image')}
        />
        <TextAreaField
          label={t`Bio`}
          rows={4}
          maxLength={PROFILE_BIO_MAX}
          hint={t`Plain text, ${bioLength} of ${PROFILE_BIO_MAX} characters.`}
          error={errors.bio?.message}
          {...register('bio')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField label={t`Country`} {...register('country')} options={countries} error={errors.country?.message} />
          <SelectField
            label={t`Timezone`}
            {...register('timezone')}
            options={zoneOptions}
            hint={profile.timezoneChosen ? t`Your streak days and weekly reflection follow it.` : t`Detected from your browser. Save to keep it.`}
            error={errors.timezone?.message}
          />
          <SelectField
            label={t`Language`}
            {...register('locale')}
            options={LANGUAGE_OPTIONS}
            hint={t`The language of the screens and of the mails we send you.`}
            error={errors.locale?.message}
          />
        </div>
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-gray-400 p-3">
          <input type="checkbox" className="mt-1 h-4 w-4 accent-primary" {...register('showOnLeaderboards')} />
          <span>
            <span className="block font-medium text-ink">{t`Show me on public leaderboards`}</span>
            <span className="block text-sm text-muted">{t`When off, your name and rank are hidden from leaderboards and your public profile.`}</span>
          </span>
        </label>
        {update.isError ? (
          <Alert tone="error">
            {update.error instanceof ApiError && update.error.fields ? t`Please check the highlighted fields.` : t`Your profile was not saved: ${updateError}`}
          </Alert>
        ) : null}
        {saved ? <Alert tone="success">{t`Your profile is saved.`}</Alert> : null}
        <div>
          <Button type="submit" busy={update.isPending} busyLabel={t`Saving...`}>
            {t`Save profile`}
          </Button>
        </div>
      </form>

      <aside className="flex flex-col gap-4">
        <section aria-labelledby="personality-title" className="rounded-xl bg-white p-5 shadow-sm">
          <h2 id="personality-title" className="flex items-center gap-2 text-xl font-bold text-primary">
            <Brain className="h-5 w-5" aria-hidden="true" />
            {t`Personality type`}
          </h2>
          {type ? (
            <p className="mt-2">
              <strong className="block text-ink">{domainText(type.label)}</strong>
              <span className="text-sm text-muted">{domainText(type.description)}</span>
            </p>
          ) : (
            <p className="mt-2 text-muted">{t`Not chosen yet. Pick the DISC style that sounds most like you.`}</p>
          )}
          <Button className="mt-4" variant="secondary" onClick={() => setDialogOpen(true)}>
            {type ? t`Change personality type` : t`Choose personality type`}
          </Button>
        </section>
        <section className="rounded-xl bg-white p-5 shadow-sm">
          <h2 className="text-xl font-bold text-primary">{t`Public profile`}</h2>
          <p className="mt-2 text-sm text-muted">{t`See what other leaders see: your name, photo, country, bio, personality type, badges and public impact entries.`}</p>
          <Link to={`/users/${encodeURIComponent(profile.id)}`} className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary underline">
            {t`View your public profile`}
          </Link>
        </section>
        <YourDataSection />
      </aside>

      {dialogOpen ? (
        <PersonalityDialog
          current={profile.personalityType}
          onClose={() => setDialogOpen(false)}
          onSave={savePersonality}
          busy={personality.isPending}
          error={personality.isError ? t`Your choice was not saved: ${personalityError}` : null}
        />
      ) : null}
    </div>
  );
}
