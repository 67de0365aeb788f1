import { ApiErrorBodySchema } from '@lv/domain';
import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { ProfileFormPage, type ProfileFormResult } from '../../features/profile/profile-form-page';
import {
  ProfileFormSchema,
  type ProfileFormValues,
} from '../../features/profile/profile-form-values';
import { fieldErrorsOf } from '../../lib/field-errors';
import { guardScreen, readsOf } from '../reads';
import { screenMeta } from '../meta';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const reads = readsOf(context);
  await guardScreen(reads, '/profile', request);
  return { profile: await reads.ownProfile() };
}

/** The form's fields as the inputs sent them (an unticked checkbox sends nothing). */
function valuesOf(form: FormData): ProfileFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    image: text('image'),
    bio: text('bio'),
    country: text('country'),
    timezone: text('timezone'),
    locale: text('locale'),
    showOnLeaderboards: form.get('showOnLeaderboards') === 'on',
  };
}

/**
 * Saves the profile: the form read through the same schema as the API's body (ProfileFormSchema pipes
 * into the domain's ProfileUpdateSchema), then the server's own update with its checks. A refusal is
 * answered with the messages by field, on the page the form was sent from (400).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const reads = readsOf(context);
  await guardScreen(reads, '/profile', request);
  const values = valuesOf(await request.formData());
  const parsed = ProfileFormSchema.safeParse(values);
  if (!parsed.success)
    return data<ProfileFormResult>(
      { saved: false, fields: fieldErrorsOf(parsed.error), values },
      { status: 400 },
    );
  try {
    await reads.updateProfile(parsed.data);
  } catch (error) {
    if (!(error instanceof Response) || error.status !== 400) throw error;
    const body = ApiErrorBodySchema.safeParse(await error.json());
    const fields = body.success ? (body.data.error.fields ?? { _: body.data.error.message }) : {};
    return data<ProfileFormResult>({ saved: false, fields, values }, { status: 400 });
  }
  return data<ProfileFormResult>({ saved: true });
}

export const meta = () => screenMeta('/profile');

export default function Profile() {
  const { profile } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <ProfileFormPage key={profile.id} profile={profile} result={result} />;
}
