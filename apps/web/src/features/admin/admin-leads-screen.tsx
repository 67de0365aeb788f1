import { t } from '@lingui/core/macro';
import {
  DELIVERY_STATUSES,
  DELIVERY_STATUS_LABELS,
  LEAD_KINDS,
  LeadListQuerySchema,
  type LeadKind,
  type LeadListQuery,
} from '@lv/domain';
import { Download } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { TabPanel } from '../../components/ui/tabs';
import { TextField } from '../../components/ui/text-field';
import { useSearchParamsUpdate } from '../../hooks/use-search-params-update';
import { domainText } from '../../lib/i18n/domain-text';
import { leadsExportUrl } from './api/admin-api';
import { SelectField } from '../../components/ui/form-fields';
import { LEAD_TABS, LeadTabs } from './components/lead-tabs';
import { BlueprintList, BookingsList, RoiList } from './components/lead-lists';

/** The tab and list query from the address bar, and the reason when the filters were dropped. */
function stateFrom(params: URLSearchParams): {
  kind: LeadKind;
  query: LeadListQuery;
  problem?: string;
} {
  const tab = params.get('tab');
  const kind = LEAD_KINDS.find((k) => k === tab) ?? 'bookings';
  const raw = Object.fromEntries(params);
  delete raw.tab;
  if (kind !== 'bookings') delete raw.status;
  const parsed = LeadListQuerySchema.safeParse(raw);
  if (parsed.success) return { kind, query: parsed.data };
  return {
    kind,
    query: LeadListQuerySchema.parse({}),
    problem: parsed.error.issues[0]?.message,
  };
}

export function AdminLeadsScreen() {
  const { params, update, pageHref } = useSearchParamsUpdate();
  const { kind, query, problem } = stateFrom(params);
  const { page: _page, pageSize: _size, ...filters } = query;
  const dropped = problem === undefined ? null : domainText(problem);

  return (
    <>
      <PageHeader title={t`Leads and bookings`}>
        {t`Pathfinder bookings and their webhook delivery, ROI estimates and Team Blueprints left on the landing page.`}
      </PageHeader>
      <LeadTabs
        kind={kind}
        onChange={(k) => update({ tab: k === 'bookings' ? undefined : k, status: undefined })}
      />
      <TabPanel idPrefix={LEAD_TABS} selected={kind}>
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <TextField
            label={t`From`}
            type="date"
            value={params.get('from') ?? ''}
            onChange={(e) => update({ from: e.target.value })}
          />
          <TextField
            label={t`To`}
            type="date"
            value={params.get('to') ?? ''}
            onChange={(e) => update({ to: e.target.value })}
          />
          {kind === 'bookings' ? (
            <SelectField
              label={t`Delivery status`}
              className="sm:w-48"
              value={query.status ?? ''}
              onChange={(e) => update({ status: e.target.value })}
              options={[
                { value: '', label: t`Any status` },
                ...DELIVERY_STATUSES.map((s) => ({ value: s, label: domainText(DELIVERY_STATUS_LABELS[s]) })),
              ]}
            />
          ) : null}
          <a
            href={leadsExportUrl(kind, filters)}
            download
            className={buttonClasses('secondary', 'md', 'sm:ml-auto')}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t`Export CSV`}
          </a>
        </div>
        {dropped ? (
          <Alert className="mb-4" tone="error">
            {t`${dropped}. Showing everything instead.`}
          </Alert>
        ) : null}
        {kind === 'bookings' ? <BookingsList query={query} hrefFor={pageHref} /> : null}
        {kind === 'roi' ? <RoiList query={query} hrefFor={pageHref} /> : null}
        {kind === 'blueprints' ? <BlueprintList query={query} hrefFor={pageHref} /> : null}
      </TabPanel>
    </>
  );
}
