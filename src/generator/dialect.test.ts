import { describe, expect, it } from 'vitest';
import { detectDialect, dialectOf } from './dialect';

describe('detectDialect', () => {
  it.each([
    [['my mum took me to tesco'], 'uk'],
    [['my mom took me to the mall'], 'us'],
    [['left my car in the car park'], 'uk'],
    [['lost my car in the parking lot'], 'us'],
    [['i fell over'], null],
    [['my mum', 'my mom'], null],
    [['my mum', 'my mom', 'my favourite colour'], 'uk'],
    [['got detention in year 9'], 'uk'],
    [['ate a worm in year 2 for a dare'], 'uk'],
    [['the year 2015 was wild'], null],
    [['got detention in 8th grade'], 'us'],
    [['picked last for kickball at recess'], 'us'],
    [['the dinner ladies at primary school'], 'uk'],
  ] as const)('%j reads %s', (texts, dialect) => {
    expect(detectDialect(texts)).toBe(dialect);
  });

  it('leaves out words both sides use', () => {
    expect(dialectOf('got a bad grade so i wore pants on holiday')).toBeNull();
  });
});
