# frozen_string_literal: true

# Written for this case: Ruby 2.7-3.1 core methods that modern (rubocop-driven) module code uses, each result or its
# exception class and message.
Puppet::Functions.create_function(:'probe::modern') do
  dispatch :run do
  end

  def attempt(label)
    "#{label}: #{yield.inspect}"
  rescue StandardError => e
    "#{label}: #{e.class}: #{e.message}"
  end

  def run
    h = { 'a' => 1, 'b' => nil, 'c' => 3 }
    [
      attempt('except slice') { [h.except('b'), h.slice('a', 'z'), h.filter_map { |k, v| k if v }, h.to_h { |k, v| [k.upcase, v] }] },
      attempt('intersect') { [[1, 2].intersect?([2, 3]), [1, 2].intersection([2], [2, 4]), [1, 2].union([3], [1]), [3, 1].difference([1])] },
      attempt('compact') { [([1, nil, 2].each.compact rescue 'x'), h.compact, { a: nil }.compact.empty?] },
      attempt('tally sum') { [%w[a b a].tally, (%w[a b a].tally_by(&:upcase) rescue 'no tally_by')] },
      attempt('clamp range') { [15.clamp(..10), 5.clamp(7..), 1.5.clamp(1..2)] },
      attempt('then') { [5.then { |x| x * 2 }, nil.then { |x| x.to_s }] },
      attempt('split block') { r = []; 'a,b,c'.split(',') { |s| r << s.upcase }; r },
      attempt('lazy eager') { (1..Float::INFINITY).lazy.map { |x| x * 3 }.select(&:even?).first(2) + (1..3).lazy.map { |x| x }.eager.to_a },
      attempt('each_cons returns') { (1..3).each_cons(2) { |_| nil }.class.to_s },
      attempt('delete prefix suffix') { ['v1.2.3'.delete_prefix('v'), 'file.conf.erb'.delete_suffix('.erb'), 'abc'.start_with?(/a./), ' x '.strip, "\u00a0y\u00a0".strip] },
      attempt('numbered and it-less') { [[1, 2].map { _1 + 1 }, { a: 1 }.map { "#{_1}:#{_2}" }] },
      attempt('hash shorthand') { x = 1; y = 2; { x:, y: } },
      attempt('endless def') { o = Object.new; def o.dbl(x) = x * 2; o.dbl(21) },
      attempt('pattern deconstruct') do
        v = { name: 'db', port: 5432 }
        case v
        in { name: String => n, port: Integer => pt }
          "#{n}:#{pt}"
        end
      end,
      attempt('find pattern') do
        v = [1, 'x', :y, 42]
        case v
        in [*, Integer => big, *] if big > 10
          big
        else
          'none'
        end
      end,
      attempt('rightward') do
        42 => answer
        answer
      end,
      attempt('Array#sum floats ints') { [[1, 2.5, Rational(3, 1)].sum, [0.1, 0.2, 0.3].sum.round(15)] },
      attempt('Integer#digits pow') { [10.digits, 2.pow(100, 7), Integer.sqrt(10**20)] },
      attempt('String#unpack1 bytesplice') { ['abc'.unpack1('a2'), ('abc'.bytesplice(0, 1, 'X') rescue 'no bytesplice')] },
      attempt('Hash#sum any') { [h.any? { |_k, v| v.nil? }, h.sum { |_k, v| v.to_i }, h.min_by(2) { |_k, v| v.to_i }] },
      attempt('freeze dup') { s = 'lit'.dup; s << 'x'; [s, 'lit'.frozen?, String.new('a').frozen?, +'' << 'y', -'z'] },
    ]
  end
end
