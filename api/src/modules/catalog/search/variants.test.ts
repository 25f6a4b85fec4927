import { MAX_VARIANTS, nearestVariants } from './hit-builder';

/** One model in three storage sizes, then again in many colours and editions (as the 100k catalogue lists it). */
function model(editions: number): { id: string; position: number }[] {
  const devices: { id: string; position: number }[] = [];
  for (let edition = 0; edition < editions; edition++) {
    for (const [i, storage] of ['128gb', '256gb', '512gb'].entries())
      devices.push({ id: `${storage}-e${edition}`, position: edition * 1000 + i });
  }
  return devices;
}

describe('nearestVariants', () => {
  it('lists every version of a model that has few', () => {
    const devices = model(1);
    expect(nearestVariants(devices, devices[1]!, MAX_VARIANTS).map((d) => d.id)).toEqual([
      '128gb-e0',
      '256gb-e0',
      '512gb-e0',
    ]);
  });

  it('keeps a long list to the versions closest to the current one, current included, in catalogue order', () => {
    const devices = model(84);
    const current = devices.find((d) => d.id === '256gb-e40')!;
    const picked = nearestVariants(devices, current, MAX_VARIANTS);
    expect(picked).toHaveLength(MAX_VARIANTS);
    expect(picked.map((d) => d.id)).toContain('256gb-e40');
    // The other storage sizes of the same edition come before other editions.
    expect(picked.map((d) => d.id)).toEqual(expect.arrayContaining(['128gb-e40', '512gb-e40']));
    const positions = picked.map((d) => d.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(Math.max(...positions.map((p) => Math.abs(p - current.position)))).toBeLessThanOrEqual(2002);
  });

  it('never drops the current device, even when others are as close', () => {
    const devices = Array.from({ length: 30 }, (_, i) => ({ id: `d${i}`, position: 5 }));
    const current = devices[29]!;
    expect(nearestVariants(devices, current, 4).map((d) => d.id)).toContain('d29');
  });

  it('lists only the versions it may show, and still the dozen nearest of those', () => {
    const devices = model(84);
    const current = devices.find((d) => d.id === '256gb-e40')!;
    const picked = nearestVariants(devices, current, MAX_VARIANTS, (d) => !d.id.startsWith('512gb'));
    expect(picked).toHaveLength(MAX_VARIANTS);
    expect(picked.map((d) => d.id)).toContain('256gb-e40');
    expect(picked.some((d) => d.id.startsWith('512gb'))).toBe(false);
    expect(picked.map((d) => d.id)).toEqual(
      expect.arrayContaining(['128gb-e40', '128gb-e41', '256gb-e39', '256gb-e41']),
    );
  });
});
