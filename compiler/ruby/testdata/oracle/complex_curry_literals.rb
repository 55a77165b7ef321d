# Complex (Kernel#Complex, String#to_c, arithmetic with Integers, Floats and
# Rationals through coerce, **, abs/arg/polar, printing), a negative base
# raised to a fractional Float, Rational and imaginary literals (3r, 0.1r,
# 2i, 3ri), Proc#curry and Method#curry, String#gsub with a pattern alone
# (an Enumerator), as Ruby 3.1.
def show(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
show('pow') { [(-8) ** (1.0 / 3), (-8.0) ** 0.5, (-8.0) ** 1.5, (-2.0) ** 2.0, (-8) ** Rational(1, 3), Rational(-8) ** 0.5, 4 ** 0.5] }
show('kernel') { [Complex(1, 2), Complex(1), Complex(1.5, -0.0), Complex('1+2i'), Complex('-i'), Complex(' 3.5-2/3i '), Complex('2i'), Complex('1@0')] }
show('kernel bad') { Complex('x') }
show('kernel nil') { Complex(nil) }
show('kernel exc') { Complex('x', exception: false) }
show('kernel complex') { [Complex(Complex(1, 2), 3), Complex(1, Complex(0, 1)), Complex(Complex(1, 2))] }
show('to_c') { [3.to_c, 1.5.to_c, Rational(1, 2).to_c, nil.to_c, '1+2i'.to_c, 'abc'.to_c, '3x'.to_c, '-2.5e1i'.to_c, '1/2+3/4i'.to_c] }
a = Complex(3, 4)
b = Complex(1, -2)
show('arith') { [a + b, a - b, a * b, a / b, a + 1, a * 2, a / 2, a - 1.5, a ** 2, a ** -1, a ** 0, a ** 1, b ** 3, Complex(0, 2) ** 3, Complex(2, 0) ** 3] }
show('float arith') { [Complex(1.0, 2) / Complex(3, 4), a.quo(2), a.fdiv(2), a ** 0.5] }
show("int pow complex") { 2 ** a }
show('mixed') { [1 + a, 2 * a, 10 - a, 1.5 * a, Rational(1, 2) + a, 6 / a] }
show('parts') { [a.real, a.imaginary, a.imag, a.rectangular, a.rect, a.abs, a.magnitude, a.abs2, a.arg, a.angle, a.polar, a.conjugate, a.conj, -a] }
show('abs axes') { [Complex(0, -3).abs, Complex(-3, 0).abs, Complex(0.0, 3).abs, Complex(3, 0.0).abs, Complex(1.5, 2).abs] }
show('to_s') { [a.to_s, a.inspect, Complex(1, -0.0).to_s, Complex(1.0, Float::NAN).inspect, Complex(1, Float::INFINITY).to_s, Complex(Rational(1, 2), Rational(-3, 4)).inspect, Complex(Rational(1, 2), Rational(-3, 4)).to_s] }
show('compare') { [a == Complex(3, 4), a == 3, Complex(3, 0) == 3, 3 == Complex(3, 0), a != b, Complex(1, 0) <=> Complex(2, 0), a <=> b, Complex(3) <=> 2] }
show('conv') { [Complex(3, 0).to_i, Complex(3.5, 0).to_f, Complex(1, 0).to_r, a.to_c] }
show('conv bad') { a.to_i }
show('conv float imag') { Complex(3, 0.0).to_i }
show('preds') { [a.real?, 3.real?, a.zero?, Complex(0, 0).zero?, a.finite?, Complex(Float::INFINITY, 0).infinite?, a.infinite?] }
show('no lt') { a < b }
show('numeric') { [3.real, 3.imag, 3.imaginary, -3.arg, 3.arg, -1.5.angle, 0.0.phase, -0.0.arg, 3.polar, -3.polar, 3.conj, 3.rectangular, 5.abs2, 2.i, 1.5.real?] }
show('hash eql') { [a.eql?(Complex(3, 4)), a.eql?(Complex(3.0, 4)), { a => 1 }[Complex(3, 4)], [a, Complex(3, 4)].uniq.size] }
show('class') { [a.class, a.is_a?(Numeric), Complex.ancestors.take(3), Complex.rect(1, 2), Complex.rectangular(1), Complex.polar(2), Complex.polar(1, 0)] }
show('new') { Complex.new(1, 2) }
show('coerce') { [a.coerce(1), a.coerce(b)] }
show('coerce bad') { a + 'x' }
show('lits') { [3r, 0.1r, 0.1r + 0.2r, (0.1r + 0.2r).to_s, 2i, 1.5i, 3ri, 0x10r, 1_000r, 2.5ri, -3r, -2i, 1e3i, 3r / 4, 2 * 3i] }
show('curry') { add = ->(a, b, c) { a + b + c }; add.curry[1][2][3] }
add = ->(a, b, c) { a + b + c }
show('curry steps') { c = add.curry; [c[1][2][3], c.(1, 2).(3), c.(1).(2, 3), c.lambda?, c.arity, add.curry[1].class] }
show('curry arity bad') { add.curry(2) }
pr = proc { |a, b| [a, b] }
show('curry proc') { [pr.curry[1][2], pr.curry.lambda?, pr.curry(3)[1][2][3], pr.curry(1)[9]] }
show('curry opt') { l = ->(a, b = 2) { a + b }; [l.curry[1], l.curry(2)[1][5]] }
show('curry rest') { l = ->(a, *r) { [a, r] }; [l.curry[1], l.curry(3)[1][2][3]] }
def add3(a, b, c) = a * b * c
show('method curry') { method(:add3).curry[2][3][4] }
show('gsub enum') { 'hello'.gsub(/l/).with_index { |m, i| "#{m}#{i}" } }
show('gsub enum to_a') { 'hello'.gsub(/l/).to_a }
show('gsub! enum') { s = 'hello'; e = s.gsub!(/l/); e.each { |m| m.upcase }; s }
show('sub one arg') { 'hi'.sub(/h/) }
