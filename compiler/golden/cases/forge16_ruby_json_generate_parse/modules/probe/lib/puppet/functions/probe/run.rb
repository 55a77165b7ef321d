require 'json'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  # pretty_generate nested
  def p0
    JSON.pretty_generate({ 'a' => [1, 2, { 'b' => nil }], 'c' => {}, 'd' => [], 'e' => 'x' })
  end

  # generate escapes
  def p1
    JSON.generate(["</script>", "\u2028\u2029", "\u0000\u001f", "tab\t", "é日", "\\", "/", "\e"])
  end

  # generate script_safe and ascii_only
  def p2
    [JSON.generate(["</x>", "\u2028"], script_safe: true), JSON.generate(["é日😀"], ascii_only: true)]
  end

  # floats and big ints
  def p3
    JSON.generate([1.0, 0.1, 1e20, 1.0e-7, 123456789.123456789, 2**64, -0.0, 1e16, 12.0e3])
  end

  # nan and infinity
  def p4
    [(JSON.generate([Float::NAN]) rescue [$!.class.name, $!.message]), JSON.generate([Float::INFINITY], allow_nan: true)]
  end

  # symbols and objects
  def p5
    JSON.generate({ a: :b, 1 => nil, nil => 2, 1.5 => true })
  end

  # to_json of values
  def p6
    [1.to_json, 'x'.to_json, nil.to_json, :s.to_json, [1, 'a'].to_json, { 'k' => 1.5 }.to_json, (1..3).to_json]
  end

  # pretty_generate options
  def p7
    JSON.pretty_generate({ 'a' => [1] }, indent: '    ', space: ' ', object_nl: "\n", array_nl: "\n")
  end

  # generate with custom indent
  def p8
    JSON.generate({ 'a' => { 'b' => [1, 2] } }, indent: "\t", object_nl: "\n", array_nl: "\n", space: ' ')
  end

  # parse options
  def p9
    [JSON.parse('{"a":{"b":1}}', symbolize_names: true), JSON.parse('[1.5, 1e2, 10000000000000000000, -0, 0.1e1]'), JSON.parse('"x"'), JSON.parse('null')]
  end

  # parse big decimal and duplicates
  def p10
    [JSON.parse('{"a":1,"a":2}'), JSON.parse('[1.0E+2, 2E-2]'), JSON.parse('{"a":"\ud83d\ude00 \u00e9"}')]
  end

  # parse errors
  def p11
    ['{"a":}', '[1,]', '{a:1}', '', '[1] x', "{\"a\":'b'}", '[NaN]', '{"a":1'].map { |t| begin; JSON.parse(t); rescue JSON::ParserError => e; e.message; end }
  end

  # parse allow_nan and max_nesting
  def p12
    [JSON.parse('[NaN, Infinity, -Infinity]', allow_nan: true).map(&:to_s), (JSON.parse('[' * 101 + ']' * 101) rescue [$!.class.name, $!.message]), JSON.parse('[[[1]]]', max_nesting: 3)]
  end

  # generate nesting error
  def p13
    a = []; b = a; 101.times { c = []; b << c; b = c }; (JSON.generate(a) rescue [$!.class.name, $!.message])
  end

  # JSON.dump and JSON.load
  def p14
    [JSON.dump({ 'a' => 1 }), JSON.load('{"b":[1,2]}'), JSON.load(nil), JSON.load('')]
  end

  # JSON() kernel method
  def p15
    [JSON('{"a":1}'), JSON([1, 2])]
  end

  # object_class and array_class
  def p16
    JSON.parse('{"b":2,"a":1}', object_class: Hash).keys
  end

  # pretty_generate of empty and scalars
  def p17
    [JSON.pretty_generate([]), JSON.pretty_generate({}), JSON.pretty_generate('s'), JSON.pretty_generate(nil), JSON.pretty_generate([[]]), JSON.pretty_generate({ 'a' => {} })]
  end

  # generate a String with invalid UTF-8
  def p18
    (JSON.generate(["\xff"]) rescue [$!.class.name, $!.message])
  end

  # JSON::State
  def p19
    s = JSON::State.new(indent: '  '); [s.indent, s.space, s.object_nl, s.max_nesting, s.allow_nan?]
  end
end
