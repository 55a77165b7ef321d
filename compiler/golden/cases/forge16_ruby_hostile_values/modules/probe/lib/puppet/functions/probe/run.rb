require 'json'
require 'yaml'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # deep JSON nesting default limit
  def p0
    (JSON.parse('[' * 1000 + ']' * 1000) rescue [$!.class.name, $!.message])
  end

  # deep JSON with max_nesting false
  def p1
    d = JSON.parse('[' * 3000 + ']' * 3000, max_nesting: false); n = 0; while d.is_a?(Array) && !d.empty?; d = d[0]; n += 1; end; n
  end

  # deep YAML nesting
  def p2
    y = YAML.safe_load('[' * 400 + ']' * 400); n = 0; while y.is_a?(Array) && !y.empty?; y = y[0]; n += 1; end; n
  end

  # YAML aliases refused by safe_load
  def p3
    (YAML.safe_load("a: &x [1, 2]\nb: *x\n") rescue [$!.class.name, $!.message])
  end

  # YAML aliases allowed
  def p4
    YAML.safe_load("a: &x [1, 2]\nb: *x\nc: *x\n", aliases: true)
  end

  # unterminated YAML
  def p5
    (YAML.safe_load("a: 'unterminated\n") rescue [$!.class.name, $!.message])
  end

  # invalid UTF-8 in JSON
  def p6
    (JSON.parse("[\"\xff\"]") rescue [$!.class.name, $!.message[0, 40]])
  end

  # big string ops
  def p7
    s = 'x' * 1_000_000; [s.size, s.count('x'), (s + 'y').end_with?('xy'), s.scan(/x{1000}/).size]
  end

  # big integer power
  def p8
    [(2**10_000).to_s.size, (10**1000 / 7).to_s[0, 10], (3**5000 % 1000)]
  end

  # float edge parse
  def p9
    ['1e400'.to_f, '-1e400'.to_f, '1e-400'.to_f, (Float('1e400') rescue $!.class.name)]
  end

  # regexp on long input
  def p10
    ('a' * 50_000 + 'b') =~ /a+b/
  end

  # recursive inspect
  def p11
    a = [1]; a << a; h = { 'k' => 1 }; h['self'] = h; [a.inspect, h.inspect, a.to_s]
  end

  # recursive flatten and hash
  def p12
    a = [1]; a << a; [(a.flatten rescue [$!.class.name, $!.message]), (a == a), (JSON.generate(a) rescue $!.class.name)]
  end

  # sort of mixed types
  def p13
    ([3, 'a', nil].sort rescue [$!.class.name, $!.message])
  end

  # string multiply negative
  def p14
    ('x' * -1 rescue [$!.class.name, $!.message])
  end
end
