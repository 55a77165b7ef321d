Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # String bang methods unchanged
  def p0
    s = +'abc'; [s.strip!, s.chomp!, s.chop!.nil?, (+'abc').squeeze!, (+'abc').gsub!(/x/, 'y'), (+'abc').sub!('x', 'y'), (+'abc').upcase!.nil?, (+'ABC').upcase!, (+'abc').downcase!, (+'Abc').capitalize!, (+'abc').swapcase!.nil?, (+'abc').delete!('x'), (+'abc').lstrip!, (+'abc').rstrip!, (+'abc').succ!, (+'a').reverse!, (+'abc').slice!(5), (+'abc').delete_prefix!('x'), (+'abc').delete_suffix!('x'), (+'abc').unicode_normalize!, (+'abc').scrub!, (+'abc').encode!('UTF-8')]
  end

  # String bang methods changed
  def p1
    [(+' a ').strip!, (+"a\n").chomp!, (+'aab').squeeze!, (+'axc').gsub!('x', 'b'), (+'abc').sub!('b', 'B'), (+'abC').swapcase!, (+'abc').delete!('b'), (+'xabc').delete_prefix!('x'), (+'abc').capitalize!, (+'aa').replace('b')]
  end

  # Array bang methods unchanged
  def p2
    [[1, 2].uniq!, [1, 2].compact!, [1, 2].flatten!, [1, 2].reject! { false }, [1, 2].select! { true }, [1, 2].filter! { true }, [1, 2].sort!, [2, 1].sort!, [1, 2].map! { |x| x }, [1, 2].shuffle!(random: Random.new(1)).size, [1, [2]].flatten!, [1, 2].keep_if { true }, [1, 2].delete_if { false }, [1, 2].collect!(&:to_s)]
  end

  # Array bang methods changed
  def p3
    [[1, 1, 2].uniq!, [1, nil].compact!, [1, [2, [3]]].flatten!(1), [1, 2, 3].reject!(&:even?), [1, 2, 3].select!(&:odd?), [3, 1, 2].sort_by! { |x| -x }, [1, 2].reverse!, [1, 2].push(3).pop, [1, 2, 3].slice!(1, 5), [1, 2, 3].delete(2), [1, 2].delete(9), [1, 2].delete(9) { :nf }, [1, 2, 3].delete_at(7)]
  end

  # Hash bang methods unchanged
  def p4
    [{ a: 1 }.reject! { false }, { a: 1 }.select! { true }, { a: 1 }.filter! { true }, { a: 1 }.merge!({}), { a: 1 }.transform_values!(&:itself), { a: 1 }.transform_keys!(&:itself), { a: 1 }.keep_if { true }, { a: 1 }.delete_if { false }, { a: 1 }.delete(:b), { a: 1 }.delete(:b) { |k| "no #{k}" }]
  end

  # Hash bang methods changed
  def p5
    [{ a: 1, b: 2 }.reject! { |_, v| v > 1 }, { a: 1, b: 2 }.select! { |_, v| v > 1 }, { a: 1 }.transform_values! { |v| v * 2 }, { a: 1 }.transform_keys!(&:to_s), { a: 1 }.update(b: 2), { b: 1, a: 2 }.sort.to_h, { a: 1 }.delete(:a), { a: 1 }.shift, {}.shift]
  end

  # chained bang gotcha
  def p6
    s = +' x '; r = (s.strip! || s).upcase; a = [1, 1]; u = (a.uniq! || a).size; b = [1]; v = b.uniq!&.size; [r, u, v]
  end

  # Set bang methods
  def p7
    require 'set'; s = Set[1, 2]; [s.add?(2), s.add?(3).to_a, s.delete?(9), s.delete?(1).to_a, s.reject! { false }, s.select! { true }, s.map! { |x| x * 10 }.to_a, s.filter! { |x| x > 20 }.to_a]
  end

  # frozen literal bang
  def p8
    ('abc'.frozen? ? 'frozen' : 'thawed')
  end

  # return values of mutators
  def p9
    a = [1, 2, 3]; h = { a: 1 }; s = +'ab'; [a.push(4).equal?(a), a.unshift(0).size, a.insert(2, :x), a.concat([9]).last, a.fill(0, 5).last, h.store(:b, 2), h.merge!(c: 3).size, s.concat('c'), s.insert(1, '-'), s.prepend('>'), s << 'z', s.replace('new'), a.clear, h.clear]
  end

  # each_with_object vs inject return
  def p10
    [[1, 2].each_with_object([]) { |x, acc| acc << x * 2 }, [1, 2].inject([]) { |acc, x| acc << x }, [1, 2].each { |x| x * 9 }, { a: 1 }.each { |k, v| v }, [1, 2].each_slice(1) { }, [1, 2].each_with_index { }, 3.times { }, [1, 2].map.with_index(1).to_a]
  end

  # more bang methods one by one
  def p11
    [(+'abc').tr!('x', 'y'), (+'abc').tr!('a', 'z'), (+'ab').tr_s!('ab', 'x'), [1, 2, 3].rotate!, [1, 2, 3].rotate!(-1), { a: 1 }.compact!, { a: nil, b: 1 }.compact!].map { |x| x }.inspect rescue $!.message
  end

  # tr! alone
  def p12
    ((+'abc').tr!('a', 'z') rescue $!.class.name)
  end

  # rotate! alone
  def p13
    ([1, 2, 3].rotate! rescue $!.class.name)
  end

  # Hash compact! alone
  def p14
    ({ a: nil }.compact! rescue $!.class.name)
  end
end
