import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';
import { createUser, signIn } from '../../../test/support/factories.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  // A user with no merchant: onboarding comes before any.
  token = await signIn(server, (await createUser(server.db)).email!);
});
afterAll(() => server.close());

describe('onboarding lookups (no merchant needed)', () => {
  it('getCountryList: 1 Australia (Sydney time, +61) and 2 China (Shanghai time, +86), in the caller language', async () => {
    const en = await server.call('getCountryList', {}, { token });
    expect(en.body.countries).toEqual([
      { id: 1, name: 'Australia', en_name: 'Australia', time_zone: 'Australia/Sydney', phone_code: '+61' },
      { id: 2, name: 'China', en_name: 'China', time_zone: 'Asia/Shanghai', phone_code: '+86' },
    ]);
    const zh = await server.call('getCountryList', {}, { token, language: 'zh-CN' });
    expect(zh.body.countries.map((country) => country.name)).toEqual(['澳大利亚', '中国']);
  });

  it('getRegionListByParent: states of Australia, their cities, provinces of China; unknown parent gives none', async () => {
    const states = (await server.call('getRegionListByParent', { parent_id: 1 }, { token })).body.regions;
    expect(states).toHaveLength(8);
    expect(states[0]).toEqual({ id: 1001, name: '新南威尔士州', en_name: 'New South Wales', level: 1 });
    const cities = (await server.call('getRegionListByParent', { parent_id: 1001 }, { token })).body.regions;
    expect(cities.map((city) => city.en_name)).toContain('Sydney');
    expect(cities.every((city) => city.level === 2)).toBe(true);
    const provinces = (await server.call('getRegionListByParent', { parent_id: 2 }, { token })).body.regions;
    expect(provinces.map((province) => province.en_name)).toEqual(expect.arrayContaining(['Guangdong', 'Beijing']));
    const guangdong = provinces.find((province) => province.en_name === 'Guangdong')!;
    const guangdongCities = (await server.call('getRegionListByParent', { parent_id: guangdong.id }, { token })).body;
    expect(guangdongCities.regions.map((city) => city.name)).toContain('深圳');
    expect((await server.call('getRegionListByParent', { parent_id: 999_999 }, { token })).body.regions).toEqual([]);
    expect((await server.call('getRegionListByParent', { parent_id: -1 }, { token })).status).toBe(400);
  });

  it('getPhoneAreaCodeList: the twelve codes of the spec, +61 first', async () => {
    const codes = (await server.call('getPhoneAreaCodeList', {}, { token })).body.codes;
    expect(codes).toHaveLength(12);
    expect(codes[0]).toBe('+61');
    expect(codes).toContain('+86');
  });

  it('needs a session', async () => {
    for (const name of ['getCountryList', 'getRegionListByParent', 'getPhoneAreaCodeList'] as const)
      expect((await server.call(name, { parent_id: 1 })).status).toBe(401);
  });
});
