import { dayOfNumber } from '@portico/domain/calendar/site-calendar';
import { companyByCode } from './companies';
import { DAYS_PER_YEAR, yearsBefore, type Employment } from './employment';
import { PEOPLE_WORDS } from './demo-content';
import type { Position } from './org-structure';
import { PERSONA_LIST, UNKNOWN_SIGN_IN_EMAIL } from '../reference-data/personas';
import type { Random } from './random';

export interface PersonDetails {
  firstName: string;
  lastName: string;
  displayName: string;
  workEmail: string;
  phone: string;
  birthDay: number;
  aboutMe: string | null;
}

const EMAIL_DOMAIN = 'example.com';
const ABOUT_ME_SHARE = 0.35;

/**
 * Names, work emails, birthdays and profiles. Emails are firstname.lastname@example.com,
 * numbered from 2 when the name is taken; persona addresses and the development sign-in's
 * unknown address are reserved up front so no generated person can take them.
 */
export function describePeople(
  positions: readonly Position[],
  employment: ReadonlyMap<string, Employment>,
  today: number,
  random: Random,
): Map<string, PersonDetails> {
  const usedEmails = new Set([UNKNOWN_SIGN_IN_EMAIL, ...PERSONA_LIST.map((persona) => persona.email)]);
  const personaNames = new Set(PERSONA_LIST.map((persona) => persona.displayName));
  const details = new Map<string, PersonDetails>();

  for (const position of positions) {
    const { hireDay } = employment.get(position.employeeNumber)!;
    const company = companyByCode(position.companyCode);
    const phone = `+1 ${company.areaCode}-555-01${String(random.int(0, 99)).padStart(2, '0')}`;
    const persona = position.persona;
    if (persona) {
      details.set(position.employeeNumber, {
        firstName: persona.firstName,
        lastName: persona.lastName,
        displayName: persona.displayName,
        workEmail: persona.email,
        phone,
        birthDay: yearsBefore(today + persona.birthdayInDays, persona.ageAtNextBirthday),
        aboutMe: persona.aboutMe,
      });
      continue;
    }
    let firstName: string;
    let lastName: string;
    do {
      firstName = random.pick(PEOPLE_WORDS.firstNames);
      lastName = random.pick(PEOPLE_WORDS.lastNames);
    } while (personaNames.has(`${firstName} ${lastName}`));
    const workEmail = uniqueEmail(`${emailPart(firstName)}.${emailPart(lastName)}`, usedEmails);
    usedEmails.add(workEmail);
    const aboutMe = random.chance(ABOUT_ME_SHARE)
      ? writeAboutMe(
          {
            jobTitle: position.jobTitle,
            department: position.department,
            companyName: company.name,
            hireYear: Number(dayOfNumber(hireDay).slice(0, 4)),
          },
          random,
        )
      : null;
    details.set(position.employeeNumber, {
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`,
      workEmail,
      phone,
      birthDay: birthDayFor(hireDay, today, youngestHiringAge(position), random),
      aboutMe,
    });
  }
  return details;
}

function emailPart(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

function uniqueEmail(localPart: string, used: ReadonlySet<string>): string {
  let candidate = `${localPart}@${EMAIL_DOMAIN}`;
  for (let suffix = 2; used.has(candidate); suffix++) candidate = `${localPart}${suffix}@${EMAIL_DOMAIN}`;
  return candidate;
}

/** Executives and leaders were hired with experience; managers with some. */
function youngestHiringAge(position: Position): number {
  if (position.fixed && position.hasReports) return 34;
  return position.hasReports ? 25 : 19;
}

/** Aged between `youngest` and 52 when hired, and not past 66 today where that fits. */
function birthDayFor(hireDay: number, today: number, youngest: number, random: Random): number {
  const yearsSinceHire = Math.max(0, (today - hireDay) / DAYS_PER_YEAR);
  const oldestAtHire = Math.max(youngest, Math.min(52, 66 - yearsSinceHire));
  const ageAtHire = youngest + random.next() * (oldestAtHire - youngest);
  return hireDay - Math.round(ageAtHire * DAYS_PER_YEAR);
}

interface AboutMeFacts {
  jobTitle: string;
  department: string;
  companyName: string;
  hireYear: number;
}

/** A short first-person profile, always within the profile form's 250-character limit. */
function writeAboutMe(facts: AboutMeFacts, random: Random): string {
  const intro = random
    .pick(PEOPLE_WORDS.intros)
    .replaceAll('{company}', facts.companyName)
    .replaceAll('{year}', String(facts.hireYear))
    .replaceAll('{team}', PEOPLE_WORDS.departmentWords[facts.department] ?? facts.department)
    .replaceAll('{title}', facts.jobTitle);
  const parts = [intro, random.pick(PEOPLE_WORDS.hobbies)];
  if (random.chance(0.5)) parts.push(random.pick(PEOPLE_WORDS.closers));
  return parts.join(' ');
}
