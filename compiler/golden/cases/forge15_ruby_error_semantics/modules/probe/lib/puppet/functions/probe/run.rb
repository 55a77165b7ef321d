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
    h = { 'a' => 1 }; begin; h.each { |k, v| h["#{k}x"] = v }; rescue => e; [e.class, e.message]; end
  end

  def p1
    begin; throw :nope; rescue UncaughtThrowError => e; [e.class, e.message, e.tag]; end
  end

  def p2
    def yielder; yield; end; begin; yielder; rescue LocalJumpError => e; [e.class, e.message]; end
  end

  def p3
    begin; [3, 'a'].sort; rescue => e; [e.class, e.message]; end
  end

  def p4
    begin; [3, 'a'].max; rescue => e; [e.class, e.message]; end
  end

  def p5
    begin; [1, 2].first(-1); rescue => e; [e.class, e.message]; end
  end

  def p6
    begin; (1..10).step(0).to_a; rescue => e; [e.class, e.message]; end
  end

  def p7
    begin; ("\xff".b + 'é'); rescue => e; [e.class, e.message]; end
  end

  def p8
    begin; Regexp.new('('); rescue RegexpError => e; [e.class, e.message]; end
  end

  def p9
    begin; Regexp.new('a{2,1}'); rescue RegexpError => e; [e.class, e.message]; end
  end

  def p10
    begin; Regexp.new('[z-a]'); rescue RegexpError => e; [e.class, e.message]; end
  end

  def p11
    begin; Regexp.new('(?<n>a)\k<m>'); rescue RegexpError => e; [e.class, e.message]; end
  end

  def p12
    begin; 'abc' * -1; rescue => e; [e.class, e.message]; end
  end

  def p13
    begin; Integer('12abc'); rescue => e; [e.class, e.message]; end
  end

  def p14
    begin; Float(''); rescue => e; [e.class, e.message]; end
  end

  def p15
    begin; Integer(nil); rescue => e; [e.class, e.message]; end
  end

  def p16
    begin; [1, 2].fetch(5); rescue => e; [e.class, e.message]; end
  end

  def p17
    begin; 'a' + 1; rescue => e; [e.class, e.message]; end
  end

  def p18
    begin; [1] + nil; rescue => e; [e.class, e.message]; end
  end

  def p19
    begin; {}.merge(nil); rescue => e; [e.class, e.message]; end
  end

  def p20
    begin; 1 / 0; rescue => e; [e.class, e.message]; end
  end

  def p21
    begin; 1 % 0; rescue => e; [e.class, e.message]; end
  end

  def p22
    1.0 / 0
  end

  def p23
    begin; Hash[[1]]; rescue => e; [e.class, e.message]; end
  end

  def p24
    begin; 'x'.freeze << 'y'; rescue => e; [e.class, e.message]; end
  end

  def p25
    begin; [1].freeze << 2; rescue => e; [e.class, e.message]; end
  end

  def p26
    begin; { a: 1 }.freeze[:b] = 2; rescue => e; [e.class, e.message]; end
  end

  def p27
    begin; :sym.unknown_meth; rescue NoMethodError => e; [e.class, e.name, e.receiver]; end
  end

  def p28
    begin; raise TypeError; rescue => e; [e.class, e.message]; end
  end

  def p29
    begin; raise 'plain'; rescue => e; [e.class, e.message, e.backtrace.is_a?(Array)]; end
  end

  def p30
    begin; raise IOError.new('io'); rescue StandardError => e; [e.class, e.message]; end
  end

  def p31
    begin; Array.new(-1); rescue => e; [e.class, e.message]; end
  end

  def p32
    begin; 'abc'.center; rescue ArgumentError => e; e.message; end
  end

  def p33
    begin; [].sample(-1); rescue => e; [e.class, e.message]; end
  end

  def p34
    begin; 'abc'.unpack('Z*Z*Q'); rescue => e; [e.class, e.message]; end
  end

  def p35
    begin; 5.clamp(3, 1); rescue => e; [e.class, e.message]; end
  end

  def p36
    begin; [1, 2, 3].each_slice(0).to_a; rescue => e; [e.class, e.message]; end
  end

  def p37
    begin; 'a'.step('e', 2); rescue => e; [e.class, e.message.split(' for ').first]; end
  end

  def p38
    begin; Comparable.instance_method(:<).bind(Object.new).call(1); rescue => e; [e.class, e.message.sub(/0x\h+/, 'X')]; end
  end

  def p39
    begin; eval('1 +'); rescue SyntaxError => e; e.class; end
  end

  def p40
    begin; ObjectSpace::WeakMap.new; :ok; rescue => e; e.class; end
  end

  def p41
    begin; loop { raise StopIteration, 'done' }; rescue => e; [e.class, e.message]; end
  end

  def p42
    e = [1].each; e.next; begin; e.next; rescue StopIteration => x; [x.message, x.result]; end
  end

  def p43
    begin; Struct.new(:a).new(1, 2); rescue => e; [e.class, e.message]; end
  end

  def p44
    begin; {a: 1}.fetch(:b); rescue KeyError => e; [e.key, e.receiver]; end
  end

  def p45
    begin; Integer('0x1G', 16); rescue => e; [e.class, e.message]; end
  end

  def p46
    begin; 2 ** 'x'; rescue => e; [e.class, e.message]; end
  end

  def p47
    begin; nil.upcase; rescue => e; [e.class, e.message]; end
  end
end
