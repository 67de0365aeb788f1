import { t } from '@lingui/core/macro';
import {
  AdminUserListQuerySchema,
  MEMBERSHIP_STATUSES,
  ROLES,
  ACCOUNT_STATUSES,
  TRANSFORMATION_TIERS,
  type AdminUser,
  type AdminUserListQuery,
} from '@lv/domain';
import { Download, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { usersExportUrl, useUsers } from './api/admin-api';
import { PageRange } from './components/page-range';
import { SelectField } from '../../components/ui/form-fields';
import { membershipLabel, roleLabel, statusLabel, tierLabel, tierName } from './format';
import { useSearchParamsUpdate } from '../../hooks/use-search-params-update';
import { formatDateTime } from '../../lib/format';

/** The list's filters, in the page's language (built at render). */
function filterFields() {
  const any = { value: '', label: t`Any` };
  return [
    {
      key: 'role',
      label: t`Role`,
      options: [any, ...ROLES.map((v) => ({ value: v, label: roleLabel(v) }))],
    },
    {
      key: 'membershipStatus',
      label: t`Membership`,
      options: [any, ...MEMBERSHIP_STATUSES.map((v) => ({ value: v, label: membershipLabel(v) }))],
    },
    {
      key: 'transformationTier',
      label: t`Tier`,
      options: [
        any,
        { value: 'none', label: tierLabel(null) },
        ...TRANSFORMATION_TIERS.map((v) => ({ value: v, label: tierName(v) })),
      ],
    },
    {
      key: 'accountStatus',
      label: t`Status`,
      options: [any, ...ACCOUNT_STATUSES.map((v) => ({ value: v, label: statusLabel(v) }))],
    },
  ] as const;
}

/** The list query from the address bar (bad values fall back to no filter). */
function queryFrom(params: URLSearchParams): AdminUserListQuery {
  const parsed = AdminUserListQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : AdminUserListQuerySchema.parse({});
}

function StatusBadge({ user }: { user: AdminUser }) {
  return user.accountStatus === 'active' ? (
    <span className="rounded-full bg-success-bg px-2 py-0.5 text-sm font-medium text-success">
      {statusLabel('active')}
    </span>
  ) : (
    <span className="rounded-full bg-error-bg px-2 py-0.5 text-sm font-medium text-error">
      {statusLabel('inactive')}
    </span>
  );
}

function UserLink({ user }: { user: AdminUser }) {
  return (
    <Link
      to={`/admin/user/${user.id}`}
      className="font-semibold text-primary underline-offset-2 hover:underline"
    >
      {user.name}
    </Link>
  );
}

/** /admin/users: search by name or email, filter, paginate, export CSV. */
export function AdminUsersScreen() {
  const { params, update, pageHref } = useSearchParamsUpdate();
  const query = queryFrom(params);
  const [search, setSearch] = useState(query.q ?? '');
  const users = useUsers(query);
  const { page: _page, pageSize: _size, ...filters } = query;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };

  return (
    <>
      <PageHeader title={t`Users`}>
        {t`Find a learner or admin by name or email, and open them to change their account.`}
      </PageHeader>
      <form
        role="search"
        onSubmit={onSearch}
        className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          label={t`Search by name or email`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="flex-1"
          maxLength={100}
        />
        <Button type="submit">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t`Search`}
        </Button>
      </form>
      <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {filterFields().map((f) => (
          <SelectField
            key={f.key}
            label={f.label}
            options={f.options}
            value={query[f.key] ?? ''}
            onChange={(e) => update({ [f.key]: e.target.value })}
          />
        ))}
      </div>
      <div className="mb-4 flex justify-end">
        <a href={usersExportUrl(filters)} download className={buttonClasses('secondary')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t`Export CSV`}
        </a>
      </div>
      {users.isPending ? <Spinner /> : null}
      {users.isError ? (
        <Alert tone="error">{t`The users could not be loaded. Reload the page to try again.`}</Alert>
      ) : null}
      {users.data ? (
        <div className={users.isPlaceholderData ? 'opacity-60' : ''}>
          <ul className="flex flex-col gap-3 md:hidden" aria-label={t`Users`}>
            {users.data.users.map((u) => (
              <li key={u.id} className="rounded-xl border border-line bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-2">
                  <UserLink user={u} />
                  <StatusBadge user={u} />
                </div>
                <p className="wrap-anywhere text-muted">{u.email}</p>
                <p className="mt-1 text-sm text-ink">
                  {roleLabel(u.role)} · {membershipLabel(u.membershipStatus)} ·{' '}
                  {tierLabel(u.transformationTier)}
                </p>
                <p className="text-sm text-muted">{t`Last active ${formatDateTime(u.lastActive)}`}</p>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-line bg-white shadow-sm md:block">
            <table className="w-full text-left">
              <caption className="sr-only">{t`Users`}</caption>
              <thead className="border-b border-line bg-ground text-sm text-muted">
                <tr>
                  {[t`Name`, t`Email`, t`Role`, t`Membership`, t`Tier`, t`Status`, t`Last active`].map(
                    (h) => (
                      <th key={h} scope="col" className="px-4 py-3 font-semibold">
                        {h}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((u) => (
                  <tr key={u.id} className="border-b border-line last:border-0">
                    <td className="px-4 py-3">
                      <UserLink user={u} />
                    </td>
                    <td className="px-4 py-3 wrap-anywhere">{u.email}</td>
                    <td className="px-4 py-3">{roleLabel(u.role)}</td>
                    <td className="px-4 py-3">{membershipLabel(u.membershipStatus)}</td>
                    <td className="px-4 py-3">{tierLabel(u.transformationTier)}</td>
                    <td className="px-4 py-3">
                      <StatusBadge user={u} />
                    </td>
                    <td className="px-4 py-3 text-muted">{formatDateTime(u.lastActive)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PageRange page={query.page} pageSize={query.pageSize} total={users.data.total} />
          <Pagination
            label={t`User pages`}
            page={query.page}
            pageCount={Math.ceil(users.data.total / query.pageSize)}
            hrefFor={pageHref}
          />
        </div>
      ) : null}
    </>
  );
}
