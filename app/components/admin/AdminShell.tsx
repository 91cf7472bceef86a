import type { StaffRole } from '@contract/staff';
import { Form, NavLink } from '@remix-run/react';
import { type ReactNode, useEffect } from 'react';
import { CsrfInput } from '../CsrfInput';
import { LogoMark } from '../Logo';

export type StaffBadge = { email: string; role: StaffRole } | null;

/** The parts of the back office, and who may use each (owners use all). */
export const ADMIN_SECTIONS: { to: string; label: string; roles: StaffRole[] }[] = [
  { to: '/admin/learners', label: 'Learners', roles: ['support', 'finance'] },
  { to: '/admin/messages', label: 'Messages', roles: ['support'] },
  { to: '/admin/reports/funnel', label: 'Funnel', roles: ['finance'] },
  { to: '/admin/reports/business', label: 'Business', roles: ['finance'] },
  { to: '/admin/content', label: 'Content', roles: ['content'] },
  { to: '/admin/audit', label: 'Audit log', roles: [] },
  { to: '/admin/staff', label: 'Staff', roles: [] },
];

export const sectionsFor = (role: StaffRole) =>
  ADMIN_SECTIONS.filter((section) => role === 'owner' || section.roles.includes(role));

/** The back office's frame: the product's mark, the parts this staff member may use, and sign-out. */
export function AdminShell({ staff, children }: { staff: StaffBadge; children: ReactNode }) {
  useEffect(() => {
    // Marks the page as enhanced, as the learner's shell does: the browser tests wait for it.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="admin">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="admin-header">
        <div className="admin-header-inner">
          <a href="/admin" className="admin-brand">
            <LogoMark size={28} />
            <span>
              Skillpilot <span className="admin-brand-sub">back office</span>
            </span>
          </a>
          {staff ? (
            <div className="admin-who">
              <span className="admin-who-email">{staff.email}</span>
              <span className="admin-role">{staff.role}</span>
              <Form method="post" action="/admin/sign-out">
                <CsrfInput />
                <button type="submit" className="button button-small admin-sign-out">
                  Sign out
                </button>
              </Form>
            </div>
          ) : null}
        </div>
        {staff ? (
          <nav className="admin-nav" aria-label="Back office">
            <ul>
              {sectionsFor(staff.role).map((section) => (
                <li key={section.to}>
                  <NavLink to={section.to}>{section.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
