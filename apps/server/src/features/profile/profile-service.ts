import { initialsOf, type Profile, type ProfileUpdate } from '@portico/domain/profile/profile-schema';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/problem';
import { findProfileRow, saveSelfServiceProfile, type ProfileRow } from './profile-queries';

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    displayName: row.displayName,
    initials: initialsOf(row.displayName),
    title: row.jobTitle,
    email: row.workEmail ?? '',
    department: row.department,
    birthdate: row.birthdate,
    workAnniversary: row.hireDate,
    aboutMe: row.aboutMe,
    hasPhoto: row.photoContentType !== null,
  };
}

export async function getProfile(db: Db, employeeId: string): Promise<Profile> {
  const row = await findProfileRow(db, employeeId);
  if (!row) throw notFound('Your employee record was not found.');
  return toProfile(row);
}

/**
 * A person edits only their own self-service profile: the employee id comes from the session,
 * never the body, and the HR record stays as HR keeps it.
 */
export async function updateProfile(db: Db, employeeId: string, update: ProfileUpdate): Promise<Profile> {
  await saveSelfServiceProfile(db, employeeId, {
    jobTitle: update.title,
    department: update.department,
    birthdate: update.birthdate,
    aboutMe: update.aboutMe,
  });
  return getProfile(db, employeeId);
}
