# Ruby 3.0/3.1 syntax newer module code uses: hash shorthand, anonymous block forwarding, endless
# methods, rightward assignment, one-line pattern matching, numbered parameters, Hash#except,
# Array#intersect?, Enumerable#tally/filter_map/each_cons, Comparable#clamp with a Range.
module PuppetXSyn31
  def self.pair(x, y) = { x:, y: }
  def self.fwd(&) = [1, 2].map(&)
  def self.kw(**opts) = opts.keys
  def self.splat_fwd(...) = kw(...)
end
Puppet::Functions.create_function(:'probe::syn31') do
  def syn31
    probes = {
      'shorthand' => -> { PuppetXSyn31.pair(1, 2) },
      'block_fwd' => -> { PuppetXSyn31.fwd { _1 * 10 } },
      'args_fwd' => -> { PuppetXSyn31.splat_fwd(a: 1, b: 2) },
      'rightward' => -> { 42 => answer; answer + 1 },
      'in_bool' => -> { [({ name: 'x', port: 80 } in { port: Integer }), (5 in String)] },
      'pattern_find' => -> { case [1, 'a', :b, 2]; in [*, String => s, Symbol => y, *] then [s, y] end },
      'pattern_hash' => -> { case { status: 'ok', data: { items: [1, 2] } }; in { status: 'ok', data: { items: [first, *rest] } } then [first, rest] end },
      'pattern_pin' => -> { v = 5; case 5; in ^v then 'pinned' end },
      'pattern_guard' => -> { case 7; in Integer => n if n > 5 then "big #{n}" end },
      'numbered' => -> { [[1, 2], [3, 4]].map { _1 + _2 } },
      'hash_except' => -> { { a: 1, b: 2, c: 3 }.except(:b) },
      'intersect' => -> { [[1, 2].intersect?([2, 3]), [1].intersect?([4])] },
      'tally_filter_map' => -> { [%w[a b a].tally, [1, 2, 3, 4].filter_map { _1 * 2 if _1.even? }, (1..5).each_cons(2).count] },
      'clamp_range' => -> { [15.clamp(..10), 3.clamp(5..), 7.clamp(1..5)] },
      'beginless' => -> { [(..3).include?(2), [1, 2, 3, 4][..1], [1, 2, 3, 4][2..]] },
      'to_h_block' => -> { %w[a bb].to_h { [_1, _1.size] } },
      'sum_init' => -> { [[0.1, 0.2, 0.3].sum, [[1], [2]].sum([]), %w[a b].sum('')] },
      'then_chain' => -> { 3.then { _1 + 1 }.then { _1 * 2 } },
      'deconstruct' => -> { s31 = Struct.new(:a, :b); case s31.new(1, 2); in [a, b] then a + b end },
    }
    probes.each_with_object({}) do |(name, l), out|
      out[name] = begin
                    v = l.call
                    [String, Integer, Float, TrueClass, FalseClass, NilClass, Array, Hash].any? { |k| v.is_a?(k) } ? v : v.inspect
                  rescue StandardError => e
                    "#{e.class}: #{e.message}"
                  end
    end
  end
end
