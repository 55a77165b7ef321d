# Ruby 3.1's errors for builtins: which operand <=> names in "comparison
# of X with Y failed", the argument counts of builtin methods, case
# options, Onigmo's RegexpError texts, an uncaught throw.
def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end

t('max') { [nil, 1].max }
t('min') { [1, nil].min }
t('enum max') { [nil, 1].each.max }
t('enum min') { [1, nil].each.min }
t('max n') { [nil, 1].max(1) }
t('minmax') { [nil, 1].minmax }
t('enum minmax') { [nil, 1].each.minmax }
t('max block') { [nil, 1].max { |a, b| a <=> b } }
t('max_by') { [nil, 1].max_by { |x| x } }
t('min 3') { [nil, 1, 2].min }
t('sort') { [3, nil].sort }
t('sort mixed') { [2, 'b', 1].sort }
t('min str') { [1, 'a'].min }
t('max float') { [1.5, 'a'].max }
t('max str float') { ['a', 1.5].max }
t('hash max_by') { { a: nil, b: 1 }.max_by { |_k, v| v } }
t('range max') { ('a'..'c').max }
t('hash min') { { a: 1, b: 2 }.min }
h = { 'a' => 1 }
t('each_pair') { h.each_pair(1) { nil } }
t('upcase 3') { 'abc'.upcase(1, 2, 3) }
t('upcase 1') { 'abc'.upcase(1) }
t('upcase ascii turkic') { 'abc'.upcase(:ascii, :turkic) }
t('upcase turkic lith') { 'abc'.upcase(:turkic, :lithuanian) }
t('upcase fold') { 'abc'.upcase(:fold) }
t('downcase fold') { 'ABC'.downcase(:fold) }
t('swapcase x') { 'abc'.swapcase(:x) }
t('capitalize 3') { 'abc'.capitalize(1, 2, 3) }
t('upcase turkic ascii') { 'abc'.upcase(:turkic, :ascii) }
t('each_with_index') { [1, 2].each_with_index(1, 2) { nil } }
t('match 3') { /x/.match('x', 1, 2) }
t('center 0') { 'a'.center }
t('center 3') { 'a'.center(1, 2, 3) }
t('first 2') { (1..3).first(1, 2) }
t('array first 2') { [1].first(1, 2) }
t('fill block') { [1, 2].fill { |i| i * 2 } }
t('fill 0') { [1, 2].fill }
t('fill 4') { [1, 2].fill(0, 0, 1, 2) }
t('size 1') { [1].size(1) }
t('plus 2') { 1.+(1, 2) }
t('push many') { [].push(1, 2, 3, 4, 5) }
t('round kw') { [1.25.round(1, half: :even), 5.round(half: :up), 1.5.round(half: :down)] }
t('lines kw') { "a\nb".lines(chomp: true) }
t('to_s 3') { 1.to_s(2, 3) }
t('gsub 0') { 'a'.gsub }
t('include? 0') { [1].include? }
t('dig 0') { h.dig }
t('fetch 3') { h.fetch(1, 2, 3) }
t('sum 2') { [1].sum(0, 1) }
t('inject 3') { [1].inject(1, :+, 3) }
t('each_slice 0') { [1].each_slice { nil } }
t('nil to_s 1') { nil.to_s(1) }
t('sym upcase 3') { :a.upcase(1, 2, 3) }
t('match_data 2') { 'ab'.match(/a/).pre_match(1) }
['(', 'a[', '*a', ')', 'a{3,2}', '(?z)', '[b-a]', '(?<n>a)\k<m>', '\1', '+', 'a|*', '(?', '\\', '\xZZ', '(a', 'a)', '[a', '?', 'a{2,1}b'].each do |p|
  t("regexp #{p}") { Regexp.new(p) }
end
t('throw') { throw :nope }
t('throw value') do
  begin
    throw :nope2, 1
  rescue ArgumentError => e
    [e.class, e.tag, e.value, e.message]
  end
end
t('throw string') { throw 'x' }
t('catch') { catch(:a) { throw :a, 5 } }
t('nested catch') { catch(:a) { catch(:b) { throw :a, 6 } } }
t('catch other') { catch(:a) { throw :b } }
t('catch obj') { catch { |tag| throw tag, 7 } }
t('after catch') { catch(:a) { 1 }; throw :a }
t('round half') { [25.round(-1, half: :even), -25.round(-1, half: :even), -25.round(-1), -25.round(-1, half: :down), 35.round(-1, half: :even), 2.5.round(half: :even), -2.5.round(half: :down), 2.675.round(2, half: :even), 0.125.round(2, half: :down)] }
t('round half bad') { 1.5.round(half: :bad) }
t('round half key') { 1.5.round(x: 1) }
t('newarray max') { x = nil; [x, 1].max }
t('newarray min') { y = 'a'; [1, y].min }
t('sym upcase ascii') { :abc.upcase(:ascii) }
