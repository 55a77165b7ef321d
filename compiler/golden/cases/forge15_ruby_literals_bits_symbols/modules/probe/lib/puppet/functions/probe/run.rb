Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    [:b, :a, :c].sort
  end

  def p1
    %i[x y z].map(&:to_s) + %w[a\ b c]
  end

  def p2
    %q(single 'quoted' #{no}) + %Q( double #{1 + 1})
  end

  def p3
    "adj" "acent" 'strings'
  end

  def p4
    ?a + ?b
  end

  def p5
    x = 'v'; <<~EOS
    indented #{x}
    more
    last
    EOS
  end

  def p6
    <<-'RAW'
    raw #{not}
    RAW
  end

  def p7
    <<~A + <<~B
    first
    A
    second
    B
  end

  def p8
    name = 'web'; %r{^#{name}\d+$}i.match?('WEB01')
  end

  def p9
    /#{'a.b'}/.source + Regexp.new(Regexp.escape('a.b')).source
  end

  def p10
    ip = '192.168.1.10'.split('.').map(&:to_i).inject(0) { |a, o| (a << 8) + o }; [ip, [ip].pack('N').unpack('C4').join('.')]
  end

  def p11
    mask = (0xFFFFFFFF << (32 - 20)) & 0xFFFFFFFF; [mask, [mask].pack('N').unpack('C4').join('.'), mask.to_s(2).count('1')]
  end

  def p12
    [(~0xFF) & 0xFFFF, 0b1010 ^ 0b0110, 5[0], 5[1], 255.digits(16), 1 << 64, (1 << 64).to_s(16), -1 >> 3, 0x7f.bit_length]
  end

  def p13
    '%032b' % 3232235786
  end

  def p14
    [10.0.to_i.to_s(2).rjust(8, '0'), 'ff'.hex.chr.ord, 0o755.to_s(8), '0755'.oct, 493.to_s(8)]
  end

  def p15
    a = 1; a += 1 while a < 10; a
  end

  def p16
    i = 0; begin; i += 1; end until i >= 3; i
  end

  def p17
    [1, 2, 3].each_with_object([]).with_index { |(x, acc), idx| acc << x * idx }
  end

  def p18
    def kw_only(a:, b: a * 2) = [a, b]; kw_only(a: 3)
  end

  def p19
    def opt_args(a, b = a + 1, *c, d, e:, **f) = [a, b, c, d, e, f]; opt_args(1, 2, 3, 4, e: 5, g: 6)
  end

  def p20
    def splat_h(*a, **h) = [a, h]; [splat_h(1, { x: 1 }), splat_h({ 'k' => 1 }), splat_h(x: 2)]
  end

  def p21
    h = { a: 1 }; def takes_h(h) = h; takes_h(**h)
  end

  def p22
    v = [1, 2]; a, (b, c), *d = 0, v, 3, 4; [a, b, c, d]
  end

  def p23
    first, *, last = [1, 2, 3, 4]; [first, last]
  end

  def p24
    (x, y), z = [1, 2], 3; [x, y, z]
  end

  def p25
    x = if false then 1 end; x.inspect
  end

  def p26
    y = (puts_none = 5 unless false); y
  end

  def p27
    [__LINE__.is_a?(Integer), __ENCODING__.to_s]
  end

  def p28
    'a'.then { _1.upcase } + 'b'.then { |s| s * 2 }
  end

  def p29
    [1, 2, 3].sum { |n| n.odd? ? n : 0 }
  end
end
