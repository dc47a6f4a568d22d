import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('takes PLANT_TIME_ZONE as an IANA zone; unset or blank means the server zone', () => {
    expect(parseEnv({ PLANT_TIME_ZONE: 'America/Chicago' }).PLANT_TIME_ZONE).toBe('America/Chicago');
    expect(parseEnv({ PLANT_TIME_ZONE: ' Europe/Berlin ' }).PLANT_TIME_ZONE).toBe('Europe/Berlin');
    expect(parseEnv({}).PLANT_TIME_ZONE).toBeUndefined();
    expect(parseEnv({ PLANT_TIME_ZONE: '  ' }).PLANT_TIME_ZONE).toBeUndefined();
  });

  it('refuses an unknown time zone with a message naming the variable', () => {
    expect(() => parseEnv({ PLANT_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(/^Invalid environment: PLANT_TIME_ZONE: must be an IANA time zone/);
  });

  it('takes DATABASE_URL as a URL, blank as unset, and refuses anything else', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/moldline' }).DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/moldline');
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('defaults the token lifetime to 30 days', () => {
    expect(parseEnv({}).API_TOKEN_TTL_DAYS).toBe(30);
    expect(() => parseEnv({ API_TOKEN_TTL_DAYS: '-1' })).toThrow(/API_TOKEN_TTL_DAYS/);
  });
});
