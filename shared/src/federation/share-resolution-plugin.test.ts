import shareResolutionPlugin, { satisfiesSimpleRange } from './share-resolution-plugin';

describe('satisfiesSimpleRange', () => {
  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['0.3.2', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfiesSimpleRange(version, range)).toBe(expected);
  });

  it('leaves ranges and versions it does not read to the runtime', () => {
    expect(satisfiesSimpleRange('19.3.1', '>=19 <21')).toBeUndefined();
    expect(satisfiesSimpleRange('19.3.1', '^19.3.1 || ^20.0.0')).toBeUndefined();
    expect(satisfiesSimpleRange('19.3.1-rc.1', '^19.3.1')).toBeUndefined();
  });
});

describe('shareResolutionPlugin', () => {
  const shared = { version: '19.3.1', from: 'host' };
  const args = (requiredVersion: string | false, singleton = true) => {
    const runtimeResolver = () => ({ shared: { version: 'runtime' }, useTreesShaking: false });
    return {
      shareScopeMap: { default: { react: { '19.3.1': shared } } },
      scope: 'default',
      pkgName: 'react',
      version: '19.3.1',
      shareInfo: { shareConfig: { singleton, requiredVersion } },
      GlobalFederation: {},
      resolver: runtimeResolver,
    };
  };
  const resolveShare = (input: ReturnType<typeof args>) => {
    const hook = shareResolutionPlugin().resolveShare as unknown as (value: typeof input) => typeof input;
    return hook(input).resolver();
  };

  it('resolves a singleton whose version satisfies the range to the registered copy', () => {
    expect(resolveShare(args('^19.0.0'))).toEqual({ shared, useTreesShaking: false });
    expect(resolveShare(args(false))).toEqual({ shared, useTreesShaking: false });
  });

  it('leaves a version that does not satisfy, an unread range and a non-singleton to the runtime', () => {
    expect(resolveShare(args('^20.0.0'))).toEqual({ shared: { version: 'runtime' }, useTreesShaking: false });
    expect(resolveShare(args('>=19 <21'))).toEqual({ shared: { version: 'runtime' }, useTreesShaking: false });
    expect(resolveShare(args('^19.0.0', false))).toEqual({ shared: { version: 'runtime' }, useTreesShaking: false });
  });
});

describe('each shared module in a task of its own', () => {
  it('hands the loading of a shared module on only after the browser had its turn', async () => {
    let otherTaskRan = false;
    setTimeout(() => {
      otherTaskRan = true;
    }, 0);
    const hook = shareResolutionPlugin().beforeLoadShare as unknown as (value: object) => Promise<object>;
    const input = { pkgName: 'react' };
    const output = await hook(input);
    expect(output).toBe(input);
    expect(otherTaskRan).toBe(true);
  });
});
