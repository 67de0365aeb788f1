import {
  LOCALE_NAMES,
  PROFILE_BIO_MAX,
  PROFILE_NAME_MAX,
  SUPPORTED_LOCALES,
  type OwnProfile,
} from '@lv/domain';
import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { Form, useNavigation } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField } from '../../components/ui/form-fields';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { countryOptions } from '../../lib/i18n/countries';
import { domainText } from '../../lib/i18n/domain-text';
import { timeZoneOptions, valuesOf, type ProfileFormValues } from './profile-form-values';

/** What the profile route's action answered: the server's messages by field, or that it saved. */
export type ProfileFormResult =
  { saved: true } | { saved: false; fields: Record<string, string>; values: ProfileFormValues };

const LANGUAGE_OPTIONS = SUPPORTED_LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }));

/**
 * /profile in the framework-mode trial (ADR 034): the profile's details as a plain `<form method="post">`
 * the route's action checks with the domain's schema, so it saves, and shows the server's message on
 * each field, with or without JavaScript.
 */
export function ProfileFormPage({
  profile,
  result,
}: {
  profile: OwnProfile;
  result: ProfileFormResult | undefined;
}) {
  const navigation = useNavigation();
  const values = result && !result.saved ? result.values : valuesOf(profile, profile.timezone);
  const errors = result && !result.saved ? result.fields : {};
  const error = (field: string) => (errors[field] ? domainText(errors[field]) : undefined);
  const countries = useMemo(
    () => [{ value: '', label: t`Choose a country` }, ...countryOptions()],
    [],
  );
  const zones = timeZoneOptions(values.timezone).map((zone) => ({
    value: zone,
    label: zone.replace(/_/g, ' '),
  }));
  return (
    <>
      <PageHeader title={t`Profile`}>
        {t`Manage your name, photo, bio, country, timezone, language, personality type and leaderboard privacy.`}
      </PageHeader>
      {/* A fresh form per answer: its fields start from what was saved or sent. */}
      <Form
        key={JSON.stringify(values)}
        method="post"
        noValidate
        className="flex max-w-2xl flex-col gap-4 rounded-xl bg-white p-5 shadow-sm sm:p-6"
        aria-labelledby="profile-details"
      >
        <h2 id="profile-details" className="text-xl font-bold text-primary">
          {t`Your details`}
        </h2>
        <TextField
          label={t`Name`}
          name="name"
          autoComplete="name"
          maxLength={PROFILE_NAME_MAX}
          defaultValue={values.name}
          error={error('name')}
          required
        />
        <TextField
          label={t`Photo URL`}
          name="image"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint={t`A link to a photo of you, starting with https://. Leave empty for your initials.`}
          defaultValue={values.image}
          error={error('image')}
        />
        <TextAreaField
          label={t`Bio`}
          name="bio"
          rows={4}
          maxLength={PROFILE_BIO_MAX}
          defaultValue={values.bio}
          error={error('bio')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label={t`Country`}
            name="country"
            options={countries}
            defaultValue={values.country}
            error={error('country')}
          />
          <SelectField
            label={t`Timezone`}
            name="timezone"
            options={zones}
            defaultValue={values.timezone}
            error={error('timezone')}
          />
          <SelectField
            label={t`Language`}
            name="locale"
            options={LANGUAGE_OPTIONS}
            hint={t`The language of the screens and of the mails we send you.`}
            defaultValue={values.locale}
            error={error('locale')}
          />
        </div>
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-gray-400 p-3">
          <input
            type="checkbox"
            name="showOnLeaderboards"
            className="mt-1 h-4 w-4 accent-primary"
            defaultChecked={values.showOnLeaderboards}
          />
          <span>
            <span className="block font-medium text-ink">{t`Show me on public leaderboards`}</span>
            <span className="block text-sm text-muted">{t`When off, your name and rank are hidden from leaderboards and your public profile.`}</span>
          </span>
        </label>
        {result && !result.saved ? (
          <Alert tone="error">{t`Please check the highlighted fields.`}</Alert>
        ) : null}
        {result?.saved ? <Alert tone="success">{t`Your profile is saved.`}</Alert> : null}
        <div>
          <Button type="submit" busy={navigation.state === 'submitting'} busyLabel={t`Saving...`}>
            {t`Save profile`}
          </Button>
        </div>
      </Form>
    </>
  );
}
