# bigdecimal and bigdecimal/util (module code requires them): exact arithmetic, quotients that end, rounding modes, to_s formats, conversions, errors.
require 'bigdecimal'
require 'bigdecimal/util'
a = BigDecimal('1.1')
b = BigDecimal('2.2')
show('add') { [a + b, (a + b).to_s, (a + b).to_s('F'), (a + b).to_s('E'), BigDecimal('10').to_i, BigDecimal('10').to_s] }
show('exact quo') { [BigDecimal('10') / 4, BigDecimal('1') / BigDecimal('4'), BigDecimal('1') / 8, BigDecimal('1.5') / 0.5, BigDecimal('3') / Rational(3, 2), BigDecimal('1024') / 1024, BigDecimal('1') / 1024] }
show('zero div') { [BigDecimal('1') / 0, BigDecimal('-1') / 0, BigDecimal('0') / 0] }
show('div digits') { [BigDecimal('1').div(BigDecimal('3'), 5), BigDecimal('2').div(3, 3), BigDecimal('4').quo(3, 4), BigDecimal('10').div(4, 0)] }
show('round') { [BigDecimal('123.456').round(2), BigDecimal('123.455').round(2), BigDecimal('-2.5').round, BigDecimal('2.5').round, BigDecimal('2.5').round(0, :half_even), BigDecimal('2.5').round(0, BigDecimal::ROUND_HALF_EVEN)] }
show('round modes') { [BigDecimal('12.345').round(-1), BigDecimal('12.345').round(1, half: :even), BigDecimal('12.25').round(1, half: :even), BigDecimal('12.25').round(1, half: :down), BigDecimal('-12.25').round(1, :ceiling), BigDecimal('-12.25').round(1, :floor), BigDecimal('12.21').round(1, :up), BigDecimal('1.5').round(1, :banker)] }
show('round classes') { [BigDecimal('12.345').round(0), BigDecimal('12.5').round(0).class, BigDecimal('12.345').round(-1).class, BigDecimal('12.345').round(1).class, BigDecimal('1.5').round(half: :even), BigDecimal('2.5').round(half: :even), BigDecimal('1.23456').round(3, :down), BigDecimal('1.23456').round(3, half: :up)] }
show('bad mode') { BigDecimal('1.5').round(1, :bogus) }
show('bad half') { BigDecimal('1.5').round(1, half: :bogus) }
show('floor ceil') { [BigDecimal('123.456').floor, BigDecimal('123.456').ceil(1), BigDecimal('123.456').truncate(1), BigDecimal('2').floor(1), BigDecimal('2.55').floor(1), BigDecimal('-2.55').ceil(1), BigDecimal('-2.55').truncate, BigDecimal('1.5').floor.class, BigDecimal('1.5').ceil, BigDecimal('1.5').truncate(0).class] }
show('to_s') { [BigDecimal('1.23456789e10').to_s, BigDecimal('0.000123').to_s, BigDecimal('-0.5').to_s('F'), BigDecimal('0.00').to_s, BigDecimal('-0.0').to_s('F'), BigDecimal('NaN').to_s('F'), BigDecimal('100').to_s('F'), BigDecimal('1.0').to_s('F'), BigDecimal('0.1').to_s('E')] }
show('to_s groups') { [BigDecimal('1234567.891').to_s('3F'), BigDecimal('1234567.891').to_s('+F'), BigDecimal('1234567.891').to_s(' F'), BigDecimal('1.23456').to_s('2E'), BigDecimal('-1234.5678').to_s('4F'), BigDecimal('1234567.891234').to_s('3F'), BigDecimal('0.1234567').to_s('3F'), BigDecimal('-12345.5').to_s('+2F'), BigDecimal('12345.5').to_s('+'), BigDecimal('12345.5').to_s(3), BigDecimal('12345.5').to_s('f')] }
show('floats') { [BigDecimal('1e-20').to_f, BigDecimal('3.14').to_f, BigDecimal('12.5').to_i, BigDecimal('1.5') * 2, BigDecimal('1.5') + 1.25, 3 - BigDecimal('1.5'), 2.0 * BigDecimal('1.5'), Rational(1, 2) + BigDecimal('1.5')] }
show('compare') { [BigDecimal('1.50') == BigDecimal('1.5'), BigDecimal('1.5') == 1.5, BigDecimal('2') > 1, BigDecimal('1.5').hash == BigDecimal('1.50').hash, BigDecimal('1.5') <=> 1, 1 < BigDecimal('1.5'), BigDecimal('0.1') == 0.1, BigDecimal('1') > 0.5, BigDecimal('1.5') == Rational(3, 2), { BigDecimal('1.5') => 1 }[BigDecimal('1.50')]] }
show('nan compare') { [BigDecimal('NaN') == BigDecimal('NaN'), BigDecimal('NaN') < 1, BigDecimal('1') <=> BigDecimal('NaN')] }
show('specials') { [BigDecimal('NaN'), BigDecimal('Infinity'), BigDecimal('-Infinity'), BigDecimal('0'), BigDecimal('-0'), BigDecimal('1.23').inspect, BigDecimal::INFINITY, BigDecimal::NAN] }
show('special math') { [BigDecimal('NaN') + 1, BigDecimal('Infinity') - BigDecimal('Infinity'), BigDecimal('Infinity') * 0, BigDecimal('Infinity') + 1] }
show('props') { [BigDecimal('1.23').precision, BigDecimal('1.23').scale, BigDecimal('1.23').exponent, BigDecimal('1.23').sign, BigDecimal('-1.23').abs, BigDecimal('1.23').frac, BigDecimal('1.23').fix] }
show('props 2') { [BigDecimal('123.456').precision, BigDecimal('0.00123').precision, BigDecimal('0.00123').scale, BigDecimal('12300').precision, BigDecimal('12300').scale, BigDecimal('12300').exponent, BigDecimal('0.00123').exponent, BigDecimal('12300').n_significant_digits] }
show('signs') { [BigDecimal('1.5').sign, BigDecimal('-1.5').sign, BigDecimal('0').sign, BigDecimal('-0').sign, BigDecimal('NaN').sign, BigDecimal('Infinity').sign] }
show('predicates') { [BigDecimal('1.5').nonzero?, BigDecimal('0').nonzero?, BigDecimal('0').zero?, BigDecimal('Infinity').infinite?, BigDecimal('-Infinity').infinite?, BigDecimal('1').infinite?, BigDecimal('NaN').nan?, BigDecimal('1').finite?] }
show('invalid') { BigDecimal('abc') }
show('nil') { BigDecimal(nil) }
show('float no prec') { BigDecimal(1.1) }
show('float prec') { [BigDecimal(1.1, 3), BigDecimal(1.0 / 3, 5), BigDecimal(42), BigDecimal('  1.5  '), BigDecimal('1_000.5'), BigDecimal(Rational(1, 3), 5)] }
show('float too precise') { BigDecimal(1.1, 20) }
show('rational no prec') { BigDecimal(Rational(1, 3)) }
show('parse') { [BigDecimal('1e5'), BigDecimal('-1.5e-3'), BigDecimal('.5'), BigDecimal('abc', exception: false), BigDecimal('+1.5'), BigDecimal('1.5E+2')] }
show('parse bad') { [BigDecimal('1.', exception: false), BigDecimal('1__0', exception: false), BigDecimal('', exception: false), BigDecimal('1e', exception: false), BigDecimal('1 2', exception: false)] }
show('to_d') { ['3.3'.to_d, 5.to_d, BigDecimal('1.5').to_d, 1.1.to_d, (1.0 / 3).to_d, 0.1.to_d(3), '1.5abc'.to_d, 'abc'.to_d, nil.to_d, Rational(1, 4).to_d(3), ' -2e2x'.to_d, '1_000'.to_d] }
show('to_i errors') { BigDecimal('NaN').to_i }
show('to_i inf') { BigDecimal('Infinity').to_i }
show('round inf') { BigDecimal('Infinity').round }
show('ints') { [BigDecimal('1.5').to_i.class, BigDecimal('1e30').to_i, BigDecimal('1.5').to_r, BigDecimal('1e-3').to_f, BigDecimal('-0').to_f, BigDecimal('1e400').to_f, BigDecimal('0.5').to_digits] }
show('divmod') { [BigDecimal('3.7').divmod(BigDecimal('1.2')), BigDecimal('-7') % 3, BigDecimal('7').remainder(-3), BigDecimal('7').div(2), BigDecimal('-7').div(2), BigDecimal('7').modulo(2.5), BigDecimal('7').divmod(2)] }
show('div zero') { BigDecimal('7').div(0) }
show('divmod zero') { BigDecimal('7').divmod(0) }
show('digits ops') { [BigDecimal('1.23').add(BigDecimal('4.567'), 3), BigDecimal('1.23').mult(3, 2), BigDecimal('1.23').sub(1, 1), BigDecimal('1.23').add(1, 0)] }
show('coerce') { [BigDecimal('1.5').coerce(2), BigDecimal('1.5').coerce(2.5)] }
show('type errors') { [(BigDecimal('1') + nil rescue $!), (BigDecimal('1') + '2' rescue $!), (BigDecimal('1') < nil rescue $!), BigDecimal('1') == nil] }
show('consts') { [BigDecimal::ROUND_HALF_UP, BigDecimal::ROUND_MODE, BigDecimal::SIGN_POSITIVE_FINITE, BigDecimal.mode(BigDecimal::ROUND_MODE)] }
show('class') { [BigDecimal('1.5').class.ancestors.take(3), -BigDecimal('2'), +BigDecimal('2'), BigDecimal('2') ** 10, BigDecimal('1.5').is_a?(Numeric), (BigDecimal.new('1') rescue $!.class)] }
show('sum') { [[BigDecimal('0.1'), BigDecimal('0.2')].sum, [BigDecimal('0.1'), BigDecimal('0.2')].sum.to_s('F'), [1, 2].map(&:to_d).inject(:+), [BigDecimal('3'), BigDecimal('1.5')].max, [BigDecimal('3'), BigDecimal('1.5')].sort] }
show('sizes') { ['1024', '1048576', '1536'].map { |x| (BigDecimal(x) / 1024).round(2).to_s('F') } }
show('string digits') { [BigDecimal('1.23456', 3), BigDecimal('-9.995', 3), BigDecimal(12345, 2), BigDecimal(BigDecimal('1.23456'), 3)] }
