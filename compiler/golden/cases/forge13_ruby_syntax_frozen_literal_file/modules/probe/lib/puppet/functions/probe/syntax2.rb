# frozen_string_literal: true

# Written for this case: more syntax forms of module Ruby, in a file with the frozen_string_literal magic comment
# most module files carry.
class ProbeVec
  attr_reader :x
  def initialize(x); @x = x; end
  def ==(other); other.is_a?(ProbeVec) && x == other.x; end
  def [](i); x * i; end
  def []=(i, v); @x = i * v; end
  def -@; ProbeVec.new(-x); end
  def +(o); ProbeVec.new(x + o.x); end
  def <=>(o); x <=> o.x; end
  def to_s; "V(#{x})"; end
  def coerce(n); [ProbeVec.new(n), self]; end
  include Comparable
end

Puppet::Functions.create_function(:'probe::syntax2') do
  dispatch :run do
  end

  def run
    calls = {
      'frozen_literal' => -> { ['lit'.frozen?, "interp #{1}".frozen?, String.new('x').frozen?, (+'').frozen?, 'a'.dup.frozen?] },
      'frozen_append' => -> { s = ''; s << 'x'; s },
      'frozen_plus_ok' => -> { s = +''; s << 'x'; s },
      'named_capture_locals' => -> { if /(?<year>\d{4})-(?<mon>\d\d)/ =~ 'on 2024-05-06'; [year, mon]; end },
      'and_or_precedence' => -> { a = true and false; b = false || true; c = (not true); [a, b, c] },
      'nested_ternary' => -> { [1, 5, 10].map { |v| v < 3 ? 'lo' : v < 8 ? 'mid' : 'hi' } },
      'assign_if_case' => -> { x = if false then 1 elsif nil then 2 else 3 end; y = case 5 when 1..3 then :a else :b end; [x, y] },
      'chain_assign' => -> { a = b = 'same'; [a.equal?(b), a] },
      'interp_nested' => -> { h = { 'k' => 'v' }; "#{h["k"]}-#{"in #{h['k'] * 2}"}-#{[1, 2].map { |i| "<#{i}>" }.join}" },
      'regex_extended' => -> { re = /
        (\d+)   # digits
        \s*
        (\w+)   # word
      /x; m = re.match('42 apples'); [m[1], m[2]] },
      'regex_interp_o' => -> { pat = 'b+'; [/a#{pat}c/ =~ 'xabbc', /#{pat}/o.source] },
      'destructure_block' => -> { [[1, [2, 3]]].map { |a, (b, c)| a + b + c } + { x: 1 }.each_with_object([]) { |(k, v), acc| acc << "#{k}#{v}" } },
      'operators' => -> { v = ProbeVec.new(3); v[2] = 5; [v.x, v[2], (-v).x, (v + ProbeVec.new(1)).to_s, v == ProbeVec.new(10), [ProbeVec.new(2), ProbeVec.new(1)].max.to_s, v.between?(ProbeVec.new(1), ProbeVec.new(20)), "#{v}"] },
      'do_block_binding' => -> { r = [1, 2].map do |x| x * 3 end; r },
      'proc_return' => -> { m = lambda { [1, 2].each { |x| return x * 100 if x == 2 }; :none }; m.call },
      'enumerator_new' => -> { e = Enumerator.new { |y| y << 1; y << 2; y.yield 3 }; [e.to_a, e.next, e.take(2), (1..Float::INFINITY).lazy.map { |x| x * 2 }.select { |x| x % 3 == 0 }.first(2)] },
      'encoding' => -> { s = "caf\xC3\xA9".dup.force_encoding('BINARY'); [s.encoding.to_s, s.force_encoding('UTF-8').valid_encoding?, "a\xFFb".scrub('?'), 'é'.bytesize, 'é'.unpack('U*')] },
      'reraise' => -> { begin; begin; raise KeyError, 'inner'; rescue KeyError; raise; end; rescue => e; [e.class.to_s, e.message, $!.nil?]; end },
      'rescue_exception_class_list' => -> { begin; Integer('q'); rescue TypeError, ArgumentError => e; e.class.to_s; end },
      'format_nil' => -> { [format('%s|%p', nil, nil), ('%d' % nil rescue $!.class.to_s), '%-5s|' % 'ab', '%05.2f' % 3.14159] },
      'times_map' => -> { [3.times.map { |i| i * i }, 1.upto(3).to_a, 3.downto(1).map(&:to_s), 0.step(1, 0.5).to_a] },
      'gsub_special_repl' => -> { ['a.b'.gsub('.', '\\\\.'), 'ab'.gsub(/(a)/, '<\0|\1>'), 'x'.gsub(/x/, "\\\\"), 'path/to'.gsub('/', '\\')] },
      'hash_iteration_order' => -> { h = { 'b' => 1, 'a' => 2 }; h['c'] = 3; h.delete('b'); h['b'] = 4; h.keys },
      'array_ops' => -> { a = [3, 1, 2]; [a - [1], a & [2, 3, 9], a | [4], a.sort!.equal?(a), a.push(5).pop(2), a.insert(1, :x), a.fill(0, 2), a.values_at(0, -1, 9)] },
      'string_compare' => -> { ['a' <=> 'B', 'a'.casecmp('B'), %w[b B a A].sort, %w[b B a A].sort_by(&:downcase), 'abc' =~ /b/, 'abc'.match?(/z/)] },
    }
    calls.map do |name, fn|
      v = begin
            fn.call
          rescue StandardError => e
            "#{e.class}: #{e.message}"
          end
      [name, v.inspect]
    end.to_h
  end
end
