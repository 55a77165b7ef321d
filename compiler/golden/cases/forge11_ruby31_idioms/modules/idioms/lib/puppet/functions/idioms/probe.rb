# frozen_string_literal: true

# Ruby 3.x idioms seen in current module helpers, each answered as a String.
Puppet::Functions.create_function(:'idioms::probe') do
  Point = Struct.new(:x, :y, keyword_init: true) do
    include Comparable
    def <=>(other) = [x, y] <=> [other.x, other.y]
    def to_s = "(#{x},#{y})"
  end

  class Registry
    def initialize(**opts) = @opts = opts
    def method_missing(name, *args, &block)
      key = name.to_s.delete_suffix('?')
      return @opts.key?(key.to_sym) if name.end_with?('?')
      @opts.fetch(name) { super }
    end
    def respond_to_missing?(name, include_private = false) = @opts.key?(name.to_s.delete_suffix('?').to_sym) || super
  end

  dispatch :probe do
  end

  def classify(v)
    case v
    in Integer => n if n.negative? then "neg #{n}"
    in Integer | Float => n then "num #{n}"
    in [] then 'empty'
    in [first, *rest] then "list #{first}+#{rest.size}"
    in {name: String => name, port: Integer => port} then "svc #{name}:#{port}"
    in {name:} then "named #{name}"
    in String => s unless s.empty? then "str #{s}"
    else 'other'
    end
  end

  def probe
    out = []
    out << [5, -3, 2.5, [], [1, 2, 3], { name: 'web', port: 80 }, { name: 'db' }, 'x', '', nil].map { |v| classify(v) }.join('; ')
    pts = [Point.new(x: 2, y: 1), Point.new(x: 1, y: 5), Point.new(x: 1, y: 2)]
    out << "sorted #{pts.sort.join(' ')} max #{pts.max} clamp #{Point.new(x: 9, y: 9).clamp(pts.min, pts.max)}"
    case pts.first
    in {x:, y:}
      out << "deconstruct_keys x=#{x} y=#{y}"
    end
    r = Registry.new(user: 'root', port: 22)
    out << "mm #{r.user} #{r.port} #{r.user?} #{r.group?} #{r.respond_to?(:port)} #{begin; r.nope; rescue NoMethodError => e; e.class; end}"
    h = { a: 1, b: 2, c: 3 }
    out << "except #{h.except(:b)} filter_map #{[1, 2, 3, 4].filter_map { _1 * 2 if _1.even? }} tally #{%w[a b a c a].tally}"
    out << "each_cons #{(1..5).each_cons(2).map(&:sum)} slice_when #{[1, 2, 4, 5, 7].slice_when { |a, b| b != a + 1 }.to_a}"
    out << "chunk_while #{[1, 2, 4, 9, 10, 11].chunk_while { |a, b| b == a + 1 }.map(&:size)} minmax #{[3, 1, 2].minmax} sum #{[0.1, 0.2, 0.3].sum}"
    out << format('%-6s|%05.1f|%+d|%x|%o|%e|%08.3f', 'ab', 3.14159, 5, 255, 8, 12345.678, -3.5)
    out << 'total %<n>d of %<m>s' % { n: 7, m: 'things' }
    out << "tr_s #{'aaabbbccc'.tr_s('a-c', 'x')} squeeze #{'mississippi'.squeeze} center #{'x'.center(7, '*')} succ #{'az'.succ} #{'Zz'.succ}"
    out << "digits #{1234.digits} pow #{3.pow(13, 7)} gcd #{12.gcd(18)} lcm #{4.lcm(6)} divmod #{-7.divmod(2)} fdiv #{7.fdiv(2)}"
    out << "step #{1.step(10, 3).to_a} range_step #{(0.0..1.0).step(0.25).to_a} rational #{Rational(3, 4) + Rational(1, 4)}"
    out << "float_step #{1.0.step(2.0, 0.5).to_a} kw_step #{1.step(by: 2, to: 7).to_a} excl #{(0.0...1.0).step(0.25).to_a}"
    out << "then #{5.then { _1 + 1 }} intersect #{[1, 2].intersect?([2, 3])} sum_h #{{ x: 1, y: 2 }.sum { |_, v| v }} to_h #{%w[a b].to_h { [_1, _1.upcase] }}"
    s = +'abc'
    s << 'def'
    out << "unary plus #{s} frozen_lit #{'lit'.frozen?} dup #{'lit'.dup.frozen?} interp #{"x#{1}".frozen?}"
    data = { 'a' => [1, { 'b' => 'c' }] }
    copy = Marshal.load(Marshal.dump(data))
    copy['a'][1]['b'] = 'changed'
    out << "marshal #{data} #{copy}"
    text = <<~TXT
      indented
        more
      end
    TXT
    out << "squiggly #{text.inspect}"
    result = { status: 'ok', items: [1, 2] } => { status:, items: [*, last] }
    out << "rightward #{status} #{last} #{result.inspect}"
    out
  end
end
