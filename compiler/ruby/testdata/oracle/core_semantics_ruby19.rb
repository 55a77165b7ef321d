# Ruby core semantics module code uses (RUBY-19), as Ruby 3.1 prints them:
# - Complex (Kernel#Complex, String#to_c, arithmetic with Integers, Floats and Rationals
#   through coerce, **, abs/arg/polar, printing), a negative base raised to a fractional
#   Float, Rational and imaginary literals (3r, 0.1r, 2i, 3ri), Proc#curry and
#   Method#curry, String#gsub with a pattern alone (an Enumerator);
# - Range#last(n) and #bsearch, Hash#rassoc and Array#rassoc, Enumerable#slice_before and
#   #slice_after, Enumerator.produce and Enumerator.new(size).size, Integer#[] and big
#   shifts, __ENCODING__, assigning $~, adding a key to a Hash during its iteration,
#   Comparable#clamp's check, Range#step(0) and negative steps, Object#<=>,
#   ObjectSpace::WeakMap, KeyError#key and #receiver;
# - Onigmo's multi-character case folding of the sharp s under /i: ß and ẞ match "ss" in
#   any case and "ss" matches ß (literals, classes, quantified, extended mode), group names
#   and escapes untouched.
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
show('range last') { [(1..10).last(3), (1...10).last(3), (1..2).last(5), ('a'..'e').last(2), (1..10).last(0)] }
show('range last endless') { (1..).last(2) }
show('range last float') { (1.0..3.0).last(2) }
show('range last neg') { (1..3).last(-1) }
show('bsearch') { [(1..10).bsearch { |x| x >= 7 }, (1..10).bsearch { |x| x >= 11 }, (0..100).bsearch { |x| 50 <=> x }, (0...10).bsearch { |x| x > 3 }, (0.0..100.0).bsearch { |x| x >= 33.3 }, (0..4).bsearch { |x| nil }] }
show('bsearch bad') { (1..10).bsearch { |x| 'a' } }
show('rassoc') { [{ 'a' => 1, 'b' => 2 }.rassoc(2), { a: 1 }.rassoc(3), [[1, :a], [2, :b]].rassoc(:b), [[1]].rassoc(nil), { a: 1.0 }.rassoc(1)] }
show('slice_before') { [[1, 2, 4, 5, 7].slice_before { |x| x.even? }.to_a, [1, 2, 4, 5, 7].slice_after(&:even?).to_a, %w[a b # c # d].slice_before('#').to_a, %w[a b # c].slice_after(/#/).to_a, [].slice_before { true }.to_a, (1..6).slice_before { |x| x % 3 == 0 }.map(&:sum)] }
show('slice_before enum') { [1, 2].slice_before(&:even?).class }
show('slice both') { [1].slice_before(1) { true } }
show('produce') { [Enumerator.produce(1) { |x| x * 2 }.take(5), Enumerator.produce([0, 1]) { |a, b| [b, a + b] }.take(5).map(&:first), Enumerator.produce(1) { |x| x * 2 }.size, Enumerator.produce(3) { |x| raise StopIteration if x == 0; x - 1 }.to_a, Enumerator.produce(1) { |x| x + 1 }.lazy.select(&:even?).first(2), Enumerator.produce { 7 }.first(2)] }
show('enum new size') { [Enumerator.new(3) { |y| 3.times { |i| y << i } }.size, Enumerator.new { |y| y << 1 }.size, Enumerator.new(Float::INFINITY) { |y| y << 1 }.size, Enumerator.new(-> { 42 }) { |y| }.size] }
show('bits') { [5[0], 5[1], 5[2], 5[100], -1[100], -2[0], (2**70)[70], (2**70)[69], 0b1010[1, 2], 0b1010[1..2], 0b1010[1...3], 0b1010[2..], 5[-1], -5[2**70], 5[2**70]] }
show('encoding') { [__ENCODING__, __ENCODING__.to_s, __ENCODING__.name] }
show('last match') { $~ = nil; 'abc' =~ /b/; r = [$`, $', $~.pre_match]; $~ = nil; r + [$~, $1] }
show('last match set') { m = 'xyz'.match(/(y)/); 'q' =~ /q/; $~ = m; [$1, $`] }
show('last match bad') { $~ = 'x' }
show('hash add in each') { h = { 'a' => 1 }; h.each { |k, v| h["#{k}x"] = v }; h }
show('hash update in each') { h = { 'a' => 1 }; h.each { |k, v| h[k] = v + 1 }; h }
show('hash delete in each') { h = { 'a' => 1, 'b' => 2 }; h.each { |k, _| h.delete('b') }; h }
show('hash add after error') { h = { 'a' => 1 }; (h.each { |k, v| h['n'] = 1 } rescue nil); h['z'] = 2; h }
show('hash add in each_key') { h = { 'a' => 1 }; h.each_key { |k| h[k + 'y'] = 1 }; h }
show('hash add after break') { h = { 'a' => 1 }; h.each { break }; h['b'] = 2; h }
show('clamp') { [5.clamp(1, 3), 5.clamp(1..3), 'b'.clamp('a', 'c')] }
show('clamp bad') { 5.clamp(3, 1) }
show('step 0') { (1..10).step(0).to_a }
show('step neg') { (1..10).step(-1).to_a }
show('cmp object') { Comparable.instance_method(:<).bind(Object.new).call(1) }
show('object cmp') { o = Object.new; [o <=> o, o <=> 1, 1 <=> o] }
show('weakmap') { w = ObjectSpace::WeakMap.new; k = 'k'; w[k] = 1; [w[k], w.key?(k), w.key?('k'.dup), w.size, w.class] }
show('keyerror') { begin; { a: 1 }.fetch(:b); rescue KeyError => e; [e.key, e.receiver, e.message]; end }
show('step neg down') { [(10..1).step(-3).to_a, (10...1).step(-3).to_a] }
show('step neg block') { (1..10).step(-1) { } }
show('shifts') { [1 << 64, (1 << 64) << 3, (1 << 64) >> 60, -(1 << 70) >> 3, -(1 << 70) >> 200, (1 << 70) >> 200, (1 << 70) << -10, 2**100 >> 1, (-(2**100) - 1) >> 99] }
show('fold') { ["STRASSE" =~ /straße/i, "ß" =~ /ss/i, "strasse" =~ /STRAẞE/i, "ß" =~ /SS/i, "ß" =~ /[ß]/i, "ss" =~ /[ß]/i, "ss" =~ /ß+/i, "ß" =~ /s+/i, "Straße" =~ /strasse/i, "MASS" =~ /maß/i] }
show('fold groups') { m = "Straße 5".match(/(?<street>stra(ss)e) (\d)/i); [m[:street], m[1], m[2], m[3]] }
show('fold names') { m = "class".match(/(?<class>cla(ss))/i); [m[:class], m[1]] }
show('fold no i') { ["STRASSE" =~ /straße/, "ß" =~ /ss/, "strasse" =~ /strasse/] }
show('fold negated') { ["ss" =~ /\A[^ß]+\z/i, "ß" =~ /[^s]/i] }
show('fold escapes') { ["a ss" =~ /\sss/i, "\\ss" =~ /\\ss/i, "x" =~ /\x78/i] }
show('fold ext') { ["ß" =~ /s s # ss comment
/xi, "ss" =~ /(?#ss)ß/i] }
show('fold gsub') { "Maße und Strasse".gsub(/ss/i, '_') }
show('fold scan') { "Fuß fuss FUSS".scan(/fuß/i) }
# QA-FORGE-16 S1 H1 I1 I2 M1 N1 N2: String#dump, #oct, paragraph lines, transform_keys(mapping), Symbol#object_id, bang methods, next_float, singleton_class?, Float('1e400'), each_slice's answer
show('dump') { ["a\tb\n".dump, "é".dump, "é\u200b".dump, "😀".dump, "\x7f".dump, "a\"b".dump, "\xff".b.dump, "#{1}".dump] }
show('oct') { ['0b101'.oct, '0o17'.oct, '777'.oct, '0x1f'.oct, '-0b11'.oct, '0d19'.oct, '089'.oct, '0b'.oct, ' 012'.oct, '+017'.oct, '0_7'.oct, 'x'.oct, '-0x_1'.oct] }
show('paragraphs') { ["a\n\nb\n\n\nc".each_line('').to_a, "a\n\nb\n\n\nc".lines(''), "\n\na\nb\n\n".lines(''), "a".lines(''), "".lines(''), "a\n\n\n".lines('', chomp: true), "a\r\n\r\nb".lines('')] }
show('transform_keys') { [{ a: 1, b: 2 }.transform_keys({ a: :x }), { a: { 'b' => 1 } }.transform_keys({ x: :y }), { a: 1 }.transform_keys({ a: 'A' }) { |k| k.to_s * 2 }, { a: 1, c: 2 }.transform_keys({ a: 'A' }) { |k| k.to_s * 2 }] }
show('transform_keys bad') { { a: 1 }.transform_keys(1) }
show('symbol id') { [:a.object_id == :a.object_id, :a.object_id == :b.object_id, :a.object_id.even?, 'a'.to_sym.equal?(:a)] }
show('dump more') { ["\u0000".dump, "\e\a\b\v\f".dump, '#{x} #$y #@z #x'.dump, "\x80abc".dump, "\u00e9".b.dump, "abc".encode('US-ASCII').dump] }
show('inspect 7f') { ["\x7f".inspect, "\u0000".inspect] }
show('p0') { s = +'abc'; [s.strip!, s.chomp!, s.chop!.nil?, (+'abc').squeeze!, (+'abc').gsub!(/x/, 'y'), (+'abc').sub!('x', 'y'), (+'abc').upcase!.nil?, (+'ABC').upcase!, (+'abc').downcase!, (+'Abc').capitalize!, (+'abc').swapcase!.nil?, (+'abc').delete!('x'), (+'abc').lstrip!, (+'abc').rstrip!, (+'abc').succ!, (+'a').reverse!, (+'abc').slice!(5), (+'abc').delete_prefix!('x'), (+'abc').delete_suffix!('x'), (+'abc').unicode_normalize!, (+'abc').scrub!, (+'abc').encode!('UTF-8')] }
show('p1') { [(+' a ').strip!, (+"a\n").chomp!, (+'aab').squeeze!, (+'axc').gsub!('x', 'b'), (+'abc').sub!('b', 'B'), (+'abC').swapcase!, (+'abc').delete!('b'), (+'xabc').delete_prefix!('x'), (+'abc').capitalize!, (+'aa').replace('b')] }
show('p4') { [{ a: 1 }.reject! { false }, { a: 1 }.select! { true }, { a: 1 }.filter! { true }, { a: 1 }.merge!({}), { a: 1 }.transform_values!(&:itself), { a: 1 }.transform_keys!(&:itself), { a: 1 }.keep_if { true }, { a: 1 }.delete_if { false }, { a: 1 }.delete(:b), { a: 1 }.delete(:b) { |k| "no #{k}" }] }
show('p5') { [{ a: 1, b: 2 }.reject! { |_, v| v > 1 }, { a: 1, b: 2 }.select! { |_, v| v > 1 }, { a: 1 }.transform_values! { |v| v * 2 }, { a: 1 }.transform_keys!(&:to_s), { a: 1 }.update(b: 2), { b: 1, a: 2 }.sort.to_h, { a: 1 }.delete(:a), { a: 1 }.shift, {}.shift] }
show('p10') { [[1, 2].each_with_object([]) { |x, acc| acc << x * 2 }, [1, 2].inject([]) { |acc, x| acc << x }, [1, 2].each { |x| x * 9 }, { a: 1 }.each { |k, v| v }, [1, 2].each_slice(1) { }, [1, 2].each_with_index { }, 3.times { }, [1, 2].map.with_index(1).to_a] }
show('p11') { [(+'abc').tr!('x', 'y'), (+'abc').tr!('a', 'z'), (+'ab').tr_s!('ab', 'x'), [1, 2, 3].rotate!, [1, 2, 3].rotate!(-1), { a: 1 }.compact!, { a: nil, b: 1 }.compact!] }
show('frozen tr!') { 'abc'.freeze.tr!('x', 'y') }
show('more') { s = +'az'; s.next!; t = +'abc'; t.clear; [s, t, 'abc'.getbyte(0), 'abc'.getbyte(-1), 'abc'.getbyte(5), { a: 1 }.transform_keys!({ a: :b }), (+'abc').succ!.equal?(nil)] }
show('floats') { [0.1.next_float > 0.1, 0.1.prev_float < 0.1, 1.0.next_float, 0.0.prev_float, Float::MAX.next_float] }
show('singleton_class?') { o = Object.new; [o.singleton_class.singleton_class?, Object.singleton_class?, String.singleton_class.singleton_class?] }
show('Float big') { [Float('1e400'), Float('-1e400'), Float('1e-400'), Float('1_0e5_00')] }
show('each_cons') { [[1, 2, 3].each_cons(2) { }, (1..3).each_slice(2) { }] }
show('parameters') { [proc { |(a, b), c| }.parameters, lambda { |(a, b), c| }.parameters, proc { |(a, b)| }.parameters, Class.new { attr_accessor :b }.instance_method(:b=).parameters, Class.new { attr_accessor :b }.instance_method(:b).parameters, Class.new { attr_writer :w }.new.method(:w=).parameters, proc { |a, (b, c), *d| }.parameters] }
show('Kernel.Complex') { [Kernel.Complex(1, 2), Kernel.respond_to?(:Complex), respond_to?(:Complex, true)] }
