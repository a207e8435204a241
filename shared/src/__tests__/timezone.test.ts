import { describe, expect, it } from 'vitest';
import { hasTimeZoneShape } from '../timezone';
import { isTimeZone } from '../schemas/user-center';

describe('time zone names', () => {
  it('takes IANA-shaped names and refuses anything a cookie could smuggle', () => {
    for (const ok of ['UTC', 'Asia/Shanghai', 'America/Argentina/Buenos_Aires', 'Etc/GMT+8', 'EST'])
      expect(hasTimeZoneShape(ok)).toBe(true);
    for (const bad of ['', 'Asia/Shanghai;x=1', '../etc/passwd', 'a/b/c/d', `Asia/${'x'.repeat(70)}`, 'Asia Shanghai'])
      expect(hasTimeZoneShape(bad)).toBe(false);
  });

  it('the API rule also asks the runtime: a well-shaped name no runtime knows is refused', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('Asia/Shanghai;x=1')).toBe(false);
  });
});
