import { t } from '@lingui/core/macro';
import type { Organisation } from '@lv/domain';
import { NavLink } from 'react-router';

/** The console's two views, for the roles that run the organisation or lead a team in it. */
export function OrgNav({ organisation }: { organisation: Organisation }) {
  const links = [
    { to: '/org', label: t`Overview` },
    { to: '/org/people', label: t`People` },
  ];
  return (
    <nav aria-label={t`${organisation.name} console`} className="mb-6">
      <ul className="flex gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-full px-4 font-semibold ${
                  isActive ? 'bg-primary text-white' : 'bg-white text-primary shadow-sm'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Whether a role sees the console at all: owners, admins and team leaders (and platform admins). */
export const runsOrLeads = (organisation: Organisation) => organisation.myRole !== 'member';
