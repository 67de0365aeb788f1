import { t } from '@lingui/core/macro';
import { AccreditorPackQuerySchema } from '@lv/domain';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { accreditorPackUrl } from '../api/certificates-api';
import { SelectField } from '../../../components/ui/form-fields';
import { useZodForm } from '../../../lib/use-zod-form';
import { fieldError } from '../format';

/** The first and last day of the current UTC year. */
function thisYear(): { from: string; to: string } {
  const year = new Date().getUTCFullYear();
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/**
 * The accreditor pack: one journey's certificates issued in a period, as CSV (holder, dates,
 * minutes, certificate id and code, status). Checked with the server's schema, then downloaded.
 */
export function AccreditorPackForm({ journeys }: { journeys: ReadonlyArray<{ id: string; title: string }> }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(AccreditorPackQuerySchema, {
    defaultValues: { journeyId: journeys[0]?.id ?? '', ...thisYear() },
  });

  const submit = handleSubmit((query) => window.location.assign(accreditorPackUrl(query)));

  return (
    <section aria-labelledby="pack-title" className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h2 id="pack-title" className="text-xl font-semibold text-ink">
        {t`Accreditor pack`}
      </h2>
      <p className="mt-1 text-muted">{t`One journey's certificates issued in a period, as CSV for the accrediting body.`}</p>
      {journeys.length === 0 ? (
        <p className="mt-3 text-muted">{t`No certificates have been issued yet.`}</p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-4 md:items-end">
          <SelectField
            label={t`Journey`}
            error={fieldError(errors.journeyId?.message)}
            options={journeys.map((j) => ({ value: j.id, label: j.title }))}
            {...register('journeyId')}
          />
          <TextField label={t`Issued from`} type="date" error={fieldError(errors.from?.message)} {...register('from')} />
          <TextField label={t`Issued until`} type="date" error={fieldError(errors.to?.message)} {...register('to')} />
          <Button type="submit">
            <Download className="h-4 w-4" aria-hidden="true" />
            {t`Download CSV`}
          </Button>
        </form>
      )}
    </section>
  );
}
