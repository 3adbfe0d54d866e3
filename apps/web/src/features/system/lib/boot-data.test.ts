import { describe, expect, it } from 'vitest';
import { parseBootData } from './boot-data';

const boot = {
  status: { systemStatus: 0, location: { ip: '198.51.100.4', country: 'MX' } },
  permission: { whitelabel: { merchantCode: 'SORTEO', defaultLanguage: 'es' } },
  notice: { player: [], banners: [], popup: [], promotion: [] },
};
const text = JSON.stringify(boot);

describe('parseBootData', () => {
  it('reads the data the server wrote, escaped as it writes it', () => {
    const escaped = JSON.stringify({
      ...boot,
      notice: { ...boot.notice, player: [{ title: '</script><!--' }] },
    }).replaceAll('<', '\\u003c');
    expect(parseBootData(escaped, null)?.notice?.player).toEqual([{ title: '</script><!--' }]);
    expect(parseBootData(text, null)).toEqual(boot);
  });

  it('is used when the remembered merchant is the page’s, in any case', () => {
    expect(parseBootData(text, 'SORTEO')).toEqual(boot);
    expect(parseBootData(text, 'sorteo')).toEqual(boot);
  });

  it('is ignored when the visitor’s calls would name another merchant', () => {
    expect(parseBootData(text, 'OTHER')).toBeNull();
  });

  it('is ignored when missing, empty, broken or of another shape', () => {
    expect(parseBootData(null, null)).toBeNull();
    expect(parseBootData(undefined, null)).toBeNull();
    expect(parseBootData('', null)).toBeNull();
    expect(parseBootData('{"status":', null)).toBeNull();
    expect(parseBootData('[]', null)).toBeNull();
    expect(parseBootData(JSON.stringify({ status: boot.status }), null)).toBeNull();
    expect(
      parseBootData(JSON.stringify({ ...boot, permission: { whitelabel: {} } }), null),
    ).toBeNull();
  });
});
