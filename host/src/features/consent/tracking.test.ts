import { MARKETING_TOUCHPOINT_PARAMS } from 'config';
import { touchpointParams } from './tracking';

describe('marketing touchpoints', () => {
  it('takes the 11 parameters of spec section 9 and nothing else', () => {
    const query = new URLSearchParams([...MARKETING_TOUCHPOINT_PARAMS.map((p) => [p, `v-${p}`]), ['foo', 'bar'], ['page', '2']]);
    const found = touchpointParams(`?${query}`);
    expect(Object.keys(found!).sort()).toEqual([...MARKETING_TOUCHPOINT_PARAMS].sort());
    expect(found!.gclid).toBe('v-gclid');
  });

  it('is none without them, and cuts overlong values', () => {
    expect(touchpointParams('?page=2')).toBeNull();
    expect(touchpointParams('')).toBeNull();
    expect(touchpointParams(`?utm_source=${'x'.repeat(2000)}`)!.utm_source).toHaveLength(512);
  });
});
