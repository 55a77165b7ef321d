require 'json'
require 'yaml'
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
    begin; JSON.parse('{bad}'); rescue JSON::ParserError => e; e.message; end
  end

  def p1
    begin; JSON.parse(''); rescue JSON::ParserError => e; e.message; end
  end

  def p2
    begin; JSON.parse('[1,]'); rescue JSON::ParserError => e; e.message; end
  end

  def p3
    begin; JSON.parse('{"a": 1'); rescue JSON::ParserError => e; e.message; end
  end

  def p4
    begin; JSON.parse('nul'); rescue JSON::ParserError => e; e.message; end
  end

  def p5
    JSON.parse('1e400') rescue $!.class
  end

  def p6
    JSON.parse('[1e400]').first.infinite? rescue $!.class
  end

  def p7
    JSON.generate(1.0 / 3)
  end

  def p8
    JSON.generate([1e20, 1.5e-7, 100.0, -0.0])
  end

  def p9
    JSON.generate('é "q" \\ / <script>')
  end

  def p10
    JSON.generate('é', ascii_only: true)
  end

  def p11
    JSON.generate('</script>', script_safe: true) rescue $!.class
  end

  def p12
    JSON.pretty_generate({ 'a' => [], 'b' => {}, 'c' => [{}] })
  end

  def p13
    JSON.pretty_generate([1, [2, [3]]], indent: "\t")
  end

  def p14
    JSON.parse('{"a":{"b":1}}', symbolize_names: true)
  end

  def p15
    JSON.parse('123456789012345678901234567890')
  end

  def p16
    JSON.parse('1.5', decimal_class: BigDecimal).class rescue $!.class
  end

  def p17
    JSON.dump(nil)
  end

  def p18
    JSON.dump('x')
  end

  def p19
    JSON.generate(Float::NAN) rescue $!.class
  end

  def p20
    JSON.generate(Float::NAN, allow_nan: true)
  end

  def p21
    JSON.parse('NaN', allow_nan: true).nan?
  end

  def p22
    JSON.parse('{"a":1, "a":2}')
  end

  def p23
    JSON.parse('  [1, 2]  ')
  end

  def p24
    JSON.generate({ 1 => 2, nil => 3, :s => 4 })
  end

  def p25
    { 'a' => :sym, 'b' => nil }.to_json
  end

  def p26
    JSON.pretty_generate('a' => 1).lines.size
  end

  def p27
    begin; YAML.safe_load("--- !ruby/object:OpenStruct\na: 1\n"); rescue => e; [e.class, e.message]; end
  end

  def p28
    begin; YAML.safe_load("a: &x 1\nb: *x\n"); rescue => e; [e.class, e.message]; end
  end

  def p29
    YAML.safe_load("a: &x 1\nb: *x\n", aliases: true)
  end

  def p30
    begin; YAML.safe_load("a: :sym\n"); rescue => e; [e.class, e.message]; end
  end

  def p31
    YAML.safe_load("a: :sym\n", permitted_classes: [Symbol])
  end

  def p32
    begin; YAML.load("a: b: c"); rescue => e; [e.class, e.message]; end
  end

  def p33
    begin; YAML.safe_load("- [1, 2\n"); rescue => e; [e.class, e.message]; end
  end

  def p34
    YAML.dump({ 'a' => nil, 'b' => '', 'c' => ' x', 'd' => "l1\nl2\n", 'e' => 'yes', 'f' => '0123', 'g' => ':x', 'h' => '1e3' })
  end

  def p35
    YAML.dump({ 'k' => 'a' * 90 + ' ' + 'b' * 10 })
  end

  def p36
    YAML.dump([1.0, 1e20, -0.0, Float::INFINITY, 12345678.9])
  end

  def p37
    YAML.dump('a' => "trailing \n")
  end

  def p38
    YAML.dump('é' => 'ü')
  end

  def p39
    YAML.dump({ 'x' => [] , 'y' => {} })
  end

  def p40
    { 'a' => 1 }.to_yaml(line_width: -1)
  end

  def p41
    YAML.load('x: 2024-01-01').values.first.class
  end

  def p42
    YAML.load('x: 12:30').values.first
  end

  def p43
    YAML.load('x: 0o17').values.first
  end

  def p44
    YAML.load('x: 1_000').values.first
  end

  def p45
    YAML.load("x: !!str 123\ny: !!int '7'\n") rescue $!.class
  end
end
