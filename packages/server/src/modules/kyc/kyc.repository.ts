import { eq, sql } from 'drizzle-orm';
import { VERIFY_STATUS } from '@mbo/contracts/constants';
import type { PersonSubmission } from '@mbo/contracts/kyc/person-schema';
import type { Database } from '@mbo/db/client';
import { persons } from '@mbo/db/schema';

export type PersonRow = typeof persons.$inferSelect;

const legalNameOf = (person: PersonSubmission) =>
  [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' ');

/** The columns of a submission (what the person typed; the status is the caller's). */
export function submissionColumns(person: PersonSubmission) {
  return {
    legalName: legalNameOf(person),
    nationality: person.nationality,
    firstName: person.first_name,
    middleName: person.middle_name,
    lastName: person.last_name,
    birthday: person.birthday,
    gender: person.gender,
    residenceCountry: person.residence_country,
    provinceId: person.province_id,
    cityId: person.city_id,
    street: person.street,
    postcode: person.postcode,
    issueCountry: person.issue_country,
    idType: person.id_type,
    issueState: person.issue_state,
    idNumber: person.id_number,
    idExpiry: person.id_expiry,
    frontImg: person.front_img,
    backImg: person.back_img,
    selfieImg: person.selfie_img,
  };
}

/** Personal verification records, each scoped by its user. */
export function createKycRepository(db: Database) {
  return {
    byUser: async (userId: number): Promise<PersonRow | undefined> =>
      (await db.select().from(persons).where(eq(persons.userId, userId)))[0],

    /**
     * Stores a first submission, or a resubmission over a rejected one, as under review — in one statement, so two
     * submissions at once cannot both pass the status check. Answers the id, or null when the user's record is
     * under review or passed (nothing changed).
     */
    async submit(userId: number, person: PersonSubmission): Promise<number | null> {
      const columns = {
        ...submissionColumns(person),
        verifyStatus: VERIFY_STATUS.underReview,
        objection: null,
        enObjection: null,
        submittedAt: sql`now()`,
        reviewedAt: null,
        reviewedBy: null,
      };
      const rows = await db
        .insert(persons)
        .values({ userId, ...columns })
        .onConflictDoUpdate({
          target: persons.userId,
          set: columns,
          setWhere: sql`${persons.verifyStatus} = ${VERIFY_STATUS.rejected}`,
        })
        .returning({ id: persons.id });
      return rows[0]?.id ?? null;
    },
  };
}
export type KycRepository = ReturnType<typeof createKycRepository>;
