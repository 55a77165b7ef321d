require 'set'
require 'ostruct'
Pt = Struct.new(:x, :y)
KwPt = Struct.new(:a, :b, keyword_init: true)
class Plain
  def initialize = (@a = 1; @b = 'two'; @c = [:three]; @d = nil)
end
class Empty; end
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # symbols inspect
  def p0
    [:plain, :"with space", :"9a", :a=, :[], :[]=, :<=>, :!, :a?, :b!, :"a-b", :@iv, :@@cv, :$g, :A, :"é", :"", :+, :-@, :"foo=bar", :===, :=~, :"&&"].map(&:inspect)
  end

  # strings inspect
  def p1
    ["plain", "q\"d", "\\", "\e\a\b\f\v\0", "\x7f", "é", "\u200b", "\xff".b, "\xff".dup.force_encoding('UTF-8'), "#", "\#{", "\#$", "\#@", "a\u0300", "\u{1F600}", "\t\r\n"].map(&:inspect)
  end

  # numbers inspect
  def p2
    [1.0, 1e20, 1e16, 1.0e-5, 0.0001, 123456789.123456789, -0.0, 2**64, Float::NAN, -Float::INFINITY, 100.0, 1e100, 5e-324].map(&:inspect)
  end

  # ranges sets structs
  def p3
    [(1..3), (1...3), ('a'..), (..5), (nil..nil), Set[1, 'a'], Set[], Pt.new(1, 'y'), KwPt.new(a: 1), Struct.new(:q).new(2), OpenStruct.new(a: 1, 'b' => [2])].map(&:inspect)
  end

  # objects inspect
  def p4
    [Plain.new.inspect.gsub(/0x\h+/, 'X'), Empty.new.inspect.gsub(/0x\h+/, 'X'), Object.new.inspect.gsub(/0x\h+/, 'X'), Class.new.inspect.gsub(/0x\h+/, 'X'), (Module.new.new.inspect rescue $!.class.name)]
  end

  # exceptions inspect and message
  def p5
    [RuntimeError.new('boom').inspect, StandardError.new.inspect, ArgumentError.new('').inspect, KeyError.new('k').inspect, RuntimeError.new("multi\nline").inspect, Class.new(StandardError).new('x').inspect.gsub(/0x\h+/, 'X'), (raise 'x' rescue $!.full_message(highlight: false).lines.first.sub(/^.*?: /, ''))]
  end

  # regexps inspect
  def p6
    [/a/, /a/mix, %r{a/b}, /a\/b/, Regexp.new('a/b'), /é/, /\n\t/, Regexp.new("x\ny"), /(?<n>x)/, Regexp.union('a.b', /c/i), Regexp.escape('a.b*c')].map(&:inspect)
  end

  # hashes arrays inspect
  def p7
    [{ 1 => 2, 'a' => :b, nil => nil, [1] => { x: 1 }, 1.5 => true }.inspect, [nil, true, [], {}, [[]]].inspect, { "k\"" => "v\n" }.inspect, { a: 1 }.to_s, [:a, 'b'].to_s]
  end

  # methods procs inspect
  def p8
    [1.method(:+).inspect, [].method(:push).inspect, 'x'.method(:upcase).inspect, Plain.instance_method(:initialize).inspect, method(:format).inspect].map { |s| s.gsub(/0x\h+/, 'X').sub(/ [^ ]*run\.rb:\d+/, ' FILE') }
  end

  # encoding and misc inspect
  def p9
    [Encoding::UTF_8.inspect, 'x'.encoding.inspect, "x".b.encoding.inspect, nil.inspect, true.inspect, Comparable.inspect, Struct.inspect, Float::INFINITY.to_s, :sym.to_proc.inspect.gsub(/0x\h+/, 'X').sub(/\(&:sym\)/, '(&:sym)')]
  end

  # p return and pp
  def p10
    [(p() rescue $!.class.name), (pp({}) rescue $!.class.name)]
  end

  # to_s vs inspect of nested
  def p11
    ["#{[1, 'a', :b, nil]}", "#{{ 'a' => nil }}", "#{:sym}", "#{nil}", "#{1.0}", "#{Set[1]}", "#{Pt.new(1, 2)}", "#{1..2}", [1, [nil, 'x']].to_s]
  end
end
