import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, callNames } from '@mbo/contracts/calls/index';
import { persons } from '@mbo/db/schema';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';
import { createMerchant, createUser, setPerson, signIn } from '../../../test/support/factories.ts';
import { australianPerson, REGION, uploadIdImages } from '../../../test/kits/kyc-test-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A signed-in user with no merchant, their three images uploaded, and a valid submission. */
async function newPerson() {
  const user = await createUser(server.db);
  const token = await signIn(server, user.email!);
  const images = await uploadIdImages(server, token);
  return { user, token, images, person: australianPerson(images) };
}

const isoYearsAgo = (years: number, dayShift = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + dayShift);
  return date.toISOString().slice(0, 10);
};
const today = () => new Date().toISOString().slice(0, 10);

describe('set_person_info and get_person_detail', () => {
  it('lets a user without any merchant submit; the record is under review with every field', async () => {
    const { user, token, person } = await newPerson();
    const before = await server.call('get_person_detail', {}, { token });
    expect(before.body).toMatchObject({ success: true, person: null });
    const result = await server.call('set_person_info', { ...person, id_number: 'nsw12345' }, { token });
    expect(result.body).toMatchObject({ success: true, person: { verify_status: 0 } });
    expect((await server.call('get_person_info', {}, { token })).body.person).toEqual({
      id: result.body.person.id,
      verify_status: 0,
      objection: null,
      en_objection: null,
    });
    const detail = (await server.call('get_person_detail', {}, { token })).body.person!;
    expect(detail).toMatchObject({
      first_name: 'Nina',
      last_name: 'Patel',
      birthday: '1990-04-12',
      id_type: 6,
      issue_state: REGION.nsw,
      id_number: 'NSW12345',
      front_img: { token: person.front_img },
    });
    expect((await fetch(`${server.url}${detail.front_img!.url}`)).status).toBe(200);
    const [row] = await server.db.select().from(persons).where(eq(persons.userId, user.id));
    expect(row!.legalName).toBe('Nina Patel');
  });

  it('refuses a second submission while one is under review, and once passed, changing nothing', async () => {
    const { user, token, person } = await newPerson();
    await server.call('set_person_info', person, { token });
    const again = await server.call('set_person_info', { ...person, first_name: 'Changed' }, { token });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Your identity information is being reviewed, and please wait patiently.');
    await server.db.update(persons).set({ verifyStatus: 1 }).where(eq(persons.userId, user.id));
    const passed = await server.call('set_person_info', person, { token, language: 'zh-CN' });
    expect(passed.body.msg).toBe('您的身份已通过认证。');
    const [row] = await server.db.select().from(persons).where(eq(persons.userId, user.id));
    expect(row!.firstName).toBe('Nina');
  });

  it('takes a resubmission after a rejection: back under review, the reasons cleared', async () => {
    const { user, token, person } = await newPerson();
    await server.call('set_person_info', person, { token });
    await server.db
      .update(persons)
      .set({ verifyStatus: 2, objection: '照片模糊', enObjection: 'blurred photo' })
      .where(eq(persons.userId, user.id));
    const result = await server.call('set_person_info', { ...person, street: '2 Pitt Street' }, { token });
    expect(result.body).toMatchObject({ success: true, person: { verify_status: 0 } });
    const [row] = await server.db.select().from(persons).where(eq(persons.userId, user.id));
    expect(row).toMatchObject({ verifyStatus: 0, objection: null, enObjection: null, street: '2 Pitt Street' });
  });

  it('two submissions at once store one record under review', async () => {
    const { user, token, person } = await newPerson();
    const results = await Promise.all([
      server.call('set_person_info', person, { token }),
      server.call('set_person_info', { ...person, street: '9 Other Street' }, { token }),
    ]);
    expect(results.map((result) => result.body.success).sort()).toEqual([false, true]);
    expect(await server.db.select().from(persons).where(eq(persons.userId, user.id))).toHaveLength(1);
  });

  it('refuses the call without a session', async () => {
    expect((await server.call('set_person_info', {})).status).toBe(401);
    expect((await server.call('get_person_detail', {})).status).toBe(401);
  });
});

describe('validation: each bad field is refused with its message and nothing is stored', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['first name missing', { first_name: '  ' }, 'First name: can not be empty.'],
    ['last name with digits', { last_name: 'Patel2' }, 'Last name: wrong format.'],
    ['gender 3', { gender: 3 }, 'Gender: can not be empty.'],
    ['birthday not a date', { birthday: '1990-02-30' }, 'Birthday: wrong format.'],
    ['birthday today', { birthday: today() }, 'The birthday must be a date in the past.'],
    ['birthday in the future', { birthday: isoYearsAgo(-1) }, 'The birthday must be a date in the past.'],
    ['17 years old', { birthday: isoYearsAgo(17) }, 'You must be at least 18 years old to verify your identity.'],
    ['18 tomorrow', { birthday: isoYearsAgo(18, 1) }, 'You must be at least 18 years old to verify your identity.'],
    ['expiry today', { id_expiry: today() }, 'The ID has expired: its expiry date must be in the future.'],
    ['expiry past', { id_expiry: '2020-01-01' }, 'The ID has expired: its expiry date must be in the future.'],
    ['street missing', { street: '' }, 'Street: can not be empty.'],
    ['Australian postcode of 6 digits', { postcode: '200000' }, 'Postcode: wrong format.'],
    ['nationality 3', { nationality: 3 }, 'Nationality: wrong format.'],
    ['licence state missing', { issue_state: null }, 'Licence state: can not be empty.'],
    ['back image missing for a licence', { back_img: null }, 'Back image: can not be empty.'],
    ['selfie missing', { selfie_img: '' }, 'Selfie holding the ID: can not be empty.'],
    ['Chinese ID type issued by Australia', { id_type: 30 }, 'This ID type is not issued by the chosen country'],
    ['passport number too short', { id_type: 3, id_number: 'A12' }, 'ID number: wrong format.'],
    ['city of another state', { city_id: REGION.melbourne }, 'The state or province and the city must belong'],
    ['province of another country', { province_id: REGION.beijingProvince, city_id: REGION.beijing }, 'must belong'],
    ['licence state of China', { issue_state: REGION.beijingProvince }, 'The licence state must be a state'],
    ['an unknown image token', { front_img: 'x'.repeat(32) }, 'An image was not found or belongs to someone else'],
  ];

  it.each(cases)('%s', async (_name, change, message) => {
    const { user, token, person } = await newPerson();
    const result = await server.call('set_person_info', { ...person, ...change }, { token });
    expect(result.status).toBe(400);
    expect(result.body.msg).toContain(message);
    expect(await server.db.select().from(persons).where(eq(persons.userId, user.id))).toEqual([]);
  });

  it('answers in Chinese for a Chinese caller', async () => {
    const { token, person } = await newPerson();
    const result = await server.call(
      'set_person_info',
      { ...person, birthday: isoYearsAgo(10) },
      { token, language: 'zh-CN' },
    );
    expect(result.body.msg).toBe('您必须年满18周岁才能进行身份认证。');
  });

  it("refuses another user's uploaded images", async () => {
    const other = await newPerson();
    const { token, person } = await newPerson();
    const result = await server.call('set_person_info', { ...person, selfie_img: other.images.selfie_img }, { token });
    expect(result.body.msg).toContain('belongs to someone else');
  });
});

describe('ID types by issuing country', () => {
  it('China: 30 ID card (18 characters with its check digit) and 31 passport, without a back image', async () => {
    const { token, person } = await newPerson();
    const chinese = {
      ...person,
      nationality: 2,
      residence_country: 2,
      province_id: REGION.beijingProvince,
      city_id: REGION.beijing,
      postcode: '100000',
      issue_country: 2,
      issue_state: null,
    };
    const badCheck = await server.call(
      'set_person_info',
      { ...chinese, id_type: 30, id_number: '11010519491231002Y' },
      { token },
    );
    expect(badCheck.body.msg).toBe('ID number: wrong format.');
    const wrongDigit = await server.call(
      'set_person_info',
      { ...chinese, id_type: 30, id_number: '110105194912310022' },
      { token },
    );
    expect(wrongDigit.body.msg).toBe('ID number: wrong format.');
    const passport = await server.call(
      'set_person_info',
      { ...chinese, id_type: 31, id_number: 'E12345678', back_img: null },
      { token },
    );
    expect(passport.body.success).toBe(true);
  });

  it('China: an ID card with a valid check digit passes', async () => {
    const { token, person } = await newPerson();
    const result = await server.call(
      'set_person_info',
      {
        ...person,
        residence_country: 2,
        province_id: REGION.beijingProvince,
        city_id: REGION.beijing,
        postcode: '100000',
        issue_country: 2,
        id_type: 30,
        issue_state: REGION.nsw,
        id_number: '11010519491231002X',
      },
      { token },
    );
    expect(result.body.success).toBe(true);
    // A licence state on an ID card is dropped, not stored.
    expect((await server.call('get_person_detail', {}, { token })).body.person!.issue_state).toBeNull();
  });

  it('Australia: 3 passport and 6 driver licence; not 31', async () => {
    const { token, person } = await newPerson();
    expect((await server.call('set_person_info', { ...person, id_type: 31 }, { token })).status).toBe(400);
    const passport = await server.call(
      'set_person_info',
      { ...person, id_type: 3, id_number: 'PA1234567', issue_state: null, back_img: null },
      { token },
    );
    expect(passport.body.success).toBe(true);
  });
});

describe('access: personal verification belongs to the person', () => {
  it('a rejected legacy record (no fields) shows as none in the detail and can be resubmitted', async () => {
    const { user, token, person } = await newPerson();
    await setPerson(server.db, user.id, 2, 'blurred');
    expect((await server.call('get_person_detail', {}, { token })).body.person).toBeNull();
    expect((await server.call('set_person_info', person, { token })).body.success).toBe(true);
  });

  it('a user without a merchant is still refused every merchant call of the registry', async () => {
    const merchant = await createMerchant(server.db);
    const { token } = await newPerson();
    const merchantCalls = callNames.filter((name) => calls[name].access.kind === 'merchant');
    expect(merchantCalls.length).toBeGreaterThan(20);
    for (const name of merchantCalls) {
      const access = calls[name].access as { merchantField: string };
      const result = await server.call(name, { [access.merchantField]: merchant.id }, { token });
      expect([name, result.status]).toEqual([name, 403]);
    }
  });
});
