# frozen_string_literal: true

Puppet::Functions.create_function(:'probe::errors2') do
  dispatch :run do
  end

  def two(a, b)
    [a, b]
  end

  def opt(a, b = 2, *rest, c:, d: 4, **kw)
    [a, b, rest, c, d, kw]
  end

  def run
    l = ->(x, y) { x + y }
    pr = proc { |x, y| [x, y] }
    tests = [
      -> { two(1) },
      -> { two(1, 2, 3) },
      -> { opt(1) },
      -> { opt(1, c: 3, e: 5) },
      -> { opt(1, 2, 3, 4, c: 5) },
      -> { l.call(1) },
      -> { l.(1, 2, 3) },
      -> { pr.call(1) },
      -> { pr.call(1, 2, 3) },
      -> { pr.arity },
      -> { l.arity },
      -> { method(:opt).arity },
      -> { method(:two).parameters },
      -> { method(:opt).parameters },
      -> { s = 'lit'; s << 'x' },
      -> { 'lit'.frozen? },
      -> { "interp #{1}".frozen? },
      -> { s = +'unfrozen'; s << '!' },
      -> { s = 'lit'.dup; s.upcase!; s },
      -> { String.new('x') << 'y' },
      -> { 'abc'.sub!('a', 'b') },
      -> { :sym.to_s << 'x' },
      -> { 1.to_s << 'x' },
      -> { [1, 2].freeze << 3 },
      -> { { a: 1 }.freeze[:b] = 2 },
      -> { 5.send(:nonexistent) },
      -> { 'x'.public_send(:initialize) },
      -> { [1, 2, 3].first('a') },
      -> { 'abc'[1, 'x'] },
      -> { {}.fetch },
      -> { nil + 1 },
      -> { %w[a b].sum },
      -> { 10.times.map(&:nope) },
      -> { '%d' % 'abc' },
      -> { '%s %s' % ['a'] },
      -> { format('%z', 1) },
      -> { 'abc'.unpack('Z*Z*q') },
      -> { [1].pack('N', 2) },
    ]
    tests.each_with_index.map do |t, i|
      begin
        "#{i}: ok #{t.call.inspect}"
      rescue Exception => e
        "#{i}: #{e.class}: #{e.message}"
      end
    end
  end
end
