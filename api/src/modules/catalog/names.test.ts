import { withBrand } from './names';

describe('withBrand', () => {
  it('puts the brand before a name that does not say it', () => {
    expect(withBrand('Apple', 'iPhone 13')).toBe('Apple iPhone 13');
    expect(withBrand('Canon', 'EOS R')).toBe('Canon EOS R');
  });

  it('writes the brand once when the name starts with it as a word, in any case', () => {
    expect(withBrand('Xiaomi', 'Xiaomi 15')).toBe('Xiaomi 15');
    expect(withBrand('OnePlus', 'Oneplus Nord')).toBe('Oneplus Nord');
    expect(withBrand('Fairphone', 'Fairphone')).toBe('Fairphone');
    expect(withBrand('Fairphone', 'Fairphone (Gen. 6)')).toBe('Fairphone (Gen. 6)');
    expect(withBrand('Framework', 'Framework Laptop 13')).toBe('Framework Laptop 13');
  });

  it('keeps the brand before a name that merely begins with its letters', () => {
    expect(withBrand('Nikon', 'Nikonos V')).toBe('Nikon Nikonos V');
    expect(withBrand('Leica', 'Leicaflex SL2')).toBe('Leica Leicaflex SL2');
    expect(withBrand('Canon', 'Canonet QL17')).toBe('Canon Canonet QL17');
  });
});
