import type { I18n } from '@lingui/core';
import { eq } from 'drizzle-orm';
import { LANGUAGES, languageFor, SOURCE_LANGUAGE, type Language } from '@portico/domain/language/languages';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { requireViewer } from './viewer';
import { employeeProfiles } from '../db/schema';
import { textsIn } from './texts';

/** The tags of an Accept-Language header, in its order ('fr-CA,fr;q=0.9' → fr-CA, fr). */
const acceptedTags = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);

const isLanguage = (value: string | null | undefined): value is Language =>
  LANGUAGES.some((language) => language === value);

/** A stored language, or the source language for someone who never chose and is not here to ask. */
export const storedLanguage = (value: string | null | undefined): Language =>
  isLanguage(value) ? value : SOURCE_LANGUAGE;

/**
 * The language the portal writes to a person in: the one they chose (stored on their profile),
 * else the one their browser asks for, as the screens do until they choose.
 */
export async function readerLanguage(
  db: Pick<Db, 'select'>,
  employeeId: string,
  acceptLanguage: string | undefined,
): Promise<Language> {
  const [profile] = await db
    .select({ language: employeeProfiles.language })
    .from(employeeProfiles)
    .where(eq(employeeProfiles.employeeId, employeeId))
    .limit(1);
  return isLanguage(profile?.language) ? profile.language : languageFor(acceptedTags(acceptLanguage));
}

/** The language of the signed-in person making a request (`readerLanguage`). */
export const requestLanguage = (db: Pick<Db, 'select'>, request: FastifyRequest): Promise<Language> =>
  readerLanguage(db, requireViewer(request).employeeId, request.headers['accept-language']);

/** What the server writes for the signed-in person making a request, in their language (lib/texts.ts). */
export const requestTexts = async (db: Pick<Db, 'select'>, request: FastifyRequest): Promise<I18n> =>
  textsIn(await requestLanguage(db, request));
