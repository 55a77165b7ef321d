class VCS
  attr_accessor :v
  private attr_reader :secret
  def initialize = (@v = 1; @secret = 's')
  def method_missing(name, *args, &block) = name.to_s.start_with?('get_') ? "got #{name.to_s.sub('get_', '')}" : super
  def respond_to_missing?(n, p = false) = n.to_s.start_with?('get_') || super
  def peek = secret
  protected def prot = 1
end
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # two heredocs on one line and raw heredoc
  def p0
    a = [<<~A, <<-'B']
      first #{1 + 1}
    A
      raw #{not}
      B
    a
  end

  # chained assignment and conditional expressions
  def p1
    x = y = z = 3; w = if x > 2 then 'big' else 'small' end; u = unless x > 5 then 'le5' end; [x, y, z, w, u, (not x.nil?)]
  end

  # for loop over a hash and until
  def p2
    out = []; for k, v in { a: 1, b: 2 } do out << "#{k}#{v}" end; i = 0; i += 1 until i >= 3; [out, i]
  end

  # command calls with symbols and ::
  def p3
    [::File.join('a', 'b'), Math::sqrt(16), [1, 2].send(:map) { _1 + 1 }, Integer::sqrt(10)]
  end

  # multiple return and yield of arrays
  def p4
    def mr; return 1, 2; end; def yy = yield([1, 2]); [mr, yy { |a, b| a + b }, yy { |a| a }]
  end

  # splats in literals and calls
  def p5
    arr = [2, 3]; opts = { sep: '-' }; def jn(*p, sep: ',') = p.join(sep); [[*1..3, *'a'..'c'], jn(*arr, **opts), jn(1, *arr), [*nil, *[1]]]
  end

  # method objects and call syntax
  def p6
    m = 5.method(:+); pr = ->(x) { x * 2 }; [m.(1), pr.(4), pr[5], [1, 2].map(&method(:String)), m.to_proc.call(2)]
  end

  # line continuation and string forms
  def p7
    s = 'a' \
      'b'; t = "x" "y"; [s, t, %(paren #{1}), %[br], ?A + ?\t.inspect]
  end

  # method_missing delegation and private attr
  def p8
    o = VCS.new; [o.get_name, o.respond_to?(:get_x), (o.secret rescue $!.class.name), o.peek, (o.prot rescue $!.class.name), o.v += 1]
  end

  # begin end until and loop with break value
  def p9
    j = 0; begin; j += 1; end until j > 2; r = loop do break j * 10 end; [j, r]
  end

  # rescue then and retry limits
  def p10
    tries = 0; val = begin; tries += 1; raise ArgumentError, 'x' if tries < 2; :ok; rescue ArgumentError => e then retry if tries < 2; :failed; end; [val, tries]
  end

  # ObjectSpace-free defined? and ||= on hash entries
  def p11
    h = {}; h[:k] ||= []; h[:k] << 1; (h[:n] ||= 0); h[:n] += 2; [h, defined?(h[:k]), defined?(@@nope).inspect]
  end

  # nested ternaries and safe calls
  def p12
    n = nil; [n&.length.to_i, (n || 'x').then { _1 * 2 }, true ? (false ? 1 : 2) : 3, [nil, 1].map { _1&.succ }]
  end
end
