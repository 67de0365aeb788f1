import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse } from '../../lib/testing/fakes';
import PathfinderForm from './pathfinder-form';

const CALENDAR = 'https://calendar.example.org/leadvillage';
const BOOKED = {
  id: '5b0b8f0e-7d7c-4a59-9a59-2f1f2d0c9e11',
  // 14:00 in Lagos (UTC+1), as the server computed from the date, time and zone it stored.
  startsAt: '2030-06-04T13:00:00.000Z',
  endsAt: '2030-06-04T13:30:00.000Z',
  calendarFileUrl: '/api/bookings/5b0b8f0e-7d7c-4a59-9a59-2f1f2d0c9e11/calendar.ics',
};

let posted: unknown[];
beforeEach(() => {
  posted = [];
  // The visitor's browser is in Lagos.
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: 'Africa/Lagos' };
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((_path: string, init: RequestInit = {}) => {
      posted.push(JSON.parse(String(init.body)));
      return Promise.resolve(jsonResponse(BOOKED, 201));
    }),
  );
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await loadCatalogs('en', CATALOG_NAMES);
});

async function book() {
  const user = userEvent.setup();
  render(<PathfinderForm calendarPageUrl={CALENDAR} />);
  await user.type(screen.getByLabelText(/^(Name|Nom)$/), 'Ngozi Eze');
  await user.type(screen.getByLabelText(/^(Email|E-mail)$/), 'ngozi@example.test');
  await user.type(screen.getByLabelText(/^(Team size|Taille de l'équipe)$/), '12');
  await user.keyboard('{Enter}');
  await user.selectOptions(
    await screen.findByLabelText(/^(Timeline|Démarrage souhaité)/),
    '1month',
  );
  await user.selectOptions(screen.getByLabelText(/^(Duration|Durée)/), '6months');
  fireEvent.change(screen.getByLabelText(/^(Date)$/), { target: { value: '2030-06-04' } });
  await user.selectOptions(screen.getByLabelText(/^(Time|Heure)$/), '14:00');
  await user.click(screen.getByRole('button', { name: /^(Book My Session|Réserver ma séance)$/ }));
}

describe('the Pathfinder booking confirmation', () => {
  it('shows what was booked, when in the visitor’s zone, the calendar file and what happens next, and goes on to the calendar page only by its link', async () => {
    await book();
    const heading = await screen.findByRole('heading', {
      level: 3,
      name: 'Your Pathfinder session is booked',
    });
    expect(heading).toHaveFocus();
    expect(posted).toEqual([
      expect.objectContaining({
        date: '2030-06-04',
        time: '14:00',
        timezone: 'Africa/Lagos',
        teamSize: '12',
      }),
    ]);
    expect(
      screen.getByText('A free 30-minute Pathfinder consultation for a team of 12.'),
    ).toBeInTheDocument();
    const when = screen.getByText(/2030/, { selector: 'time' });
    expect(when).toHaveAttribute('datetime', BOOKED.startsAt);
    expect(when.textContent).toMatch(/Tuesday/);
    expect(when.textContent).toMatch(/2:00\sPM|14:00/);
    expect(screen.getByText(/\(Africa\/Lagos\)$/)).toBeInTheDocument();
    expect(screen.getByText('6 months, starting: Within 1 month')).toBeInTheDocument();
    const ics = screen.getByRole('link', { name: 'Add to my calendar (.ics)' });
    expect(ics).toHaveAttribute('href', BOOKED.calendarFileUrl);
    expect(ics).toHaveAttribute('download');
    expect(
      screen.getByRole('heading', { level: 4, name: 'What happens next' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'We read your answers before the session and write to you at ngozi@example.test if anything needs to change.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the calendar page' })).toHaveAttribute(
      'href',
      CALENDAR,
    );
    // No instant redirect: the page stays on the confirmation until the visitor follows the link.
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('reads in French', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    await book();
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: 'Votre séance Pathfinder est réservée',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Une consultation Pathfinder gratuite de 30 minutes pour une équipe de 12 personnes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/2030/, { selector: 'time' }).textContent).toMatch(
      /mardi 4 juin 2030, 14:00/,
    );
    expect(screen.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' })).toHaveAttribute(
      'href',
      BOOKED.calendarFileUrl,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Et ensuite ?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Continuer vers la page d'agenda" })).toHaveAttribute(
      'href',
      CALENDAR,
    );
  });
});
