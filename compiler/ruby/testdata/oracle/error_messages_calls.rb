# Ruby 3.1's texts for call errors: a missing keyword with a wrong count,
# instance variable names, Array#sum's order of additions, to_h and
# Hash[] element errors, unknown encodings.
def t(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end

def opt(a, b = 2, *rest, c:, d: 4, **kw)
  [a, b, rest, c, d, kw]
end

def two(a, c:, e:)
  [a, c, e]
end

def none(a, k: 1)
  [a, k]
end
t('required kw') { opt }
t('required kws') { two }
t('required kws extra') { two(1, 2, c: 1, e: 2) }
t('optional kw only') { none }
t('missing kw') { two(1, c: 1) }
t('lambda kw') { ->(a, k:) { a }.call }
t('ivar get') { Object.new.instance_variable_get('bad') }
t('ivar set') { Object.new.instance_variable_set('@', 1) }
t('ivar sym') { Object.new.instance_variable_get(:'@1') }
t('Integer.new') { Integer.new }
x = [1, 2]
t('sum str') { x.sum('') }
t('sum zero str') { [0].sum('') }
t('sum float str') { [1.5].sum('') }
t('sum strings') { %w[a b].sum('') }
t('sum int str') { [1, 'a'].sum(0) }
t('sum ints str') { [1, 2, 'a'].sum }
t('sum float then str') { [0.5, 'a'].sum }
t('sum kahan') { [0.1, 0.2, 0.3].sum }
t('sum int float') { [1, 0.1, 0.2].sum }
t('sum empty') { [].sum('') }
t('sum arrays') { [[1], [2]].sum([]) }
t('sum float nil') { [1.5, nil].sum }
t('sum nil') { [nil].sum }
t('sum big') { [2**70, 1].sum }
t('sum init float') { [1, 2].sum(0.5) }
t('sum init nil') { [0.5, 1].sum(nil) }
t('sum init true') { [0.5, 1].sum(true) }
t('sum init sym') { [0.5].sum(:a) }
t('sum hash') { { a: 1 }.sum([]) }
t('sum range') { (1..3).sum }
t('sum block') { [1, 2].sum { |v| v * 2 } }
t('to_h length') { [[1, 2], [3]].to_h }
t('to_h type') { [[1, 2], 3].to_h }
t('to_h block type') { [1].to_h { |v| v } }
t('to_h block length') { [1].to_h { |v| [v] } }
t('hash to_h block type') { { a: 1 }.to_h { |_k, _v| 5 } }
t('hash to_h block length') { { a: 1 }.to_h { |_k, _v| [1] } }
t('enum to_h') { [[1, 2], [3]].each_slice(1).to_h }
t('Hash[] type') { Hash[[1, 2, 3]] }
t('Hash[] count') { Hash[[[1, 2], [3, 4, 5]]] }
t('Hash[] type 1') { Hash[[[1, 2], 7]] }
t('encode unknown') { 'x'.encode('nope') }
t('encode from unknown') { 'x'.encode('UTF-8', 'nope') }
t('force_encoding unknown') { 'x'.force_encoding('nope') }
t('Encoding.find unknown') { Encoding.find('nope') }
t('encode not string') { 'x'.encode(5) }
