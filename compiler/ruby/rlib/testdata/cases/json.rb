# Cases for JSON (rlib/json). See ../record.rb.

values = [
  nil, true, false, 0, -1, 42, 2**63, -(2**64), 10**30, 0.0, -0.0, 1.5, 0.1, 1e20, 1e16, 1e15, 1.0e-5, 123456789.123456789,
  Float::INFINITY, -Float::INFINITY, Float::NAN, 1.7976931348623157e308, 5e-324,
  '', 'a', 'a"b', 'a\\b', "a\nb\tc\rd\fe\bf", "\x00\x01\x1f\x7f", '/', '</script>', 'é', '日本', "\u{1F600}", "\u2028\u2029",
  "\ufeff", "\u0085", "a\u00a0b", 'x' * 300, :sym, :'', :'a b',
  [], {}, [[]], [{}], [1, [2, [3]]], { 'a' => 1 }, { 'a' => { 'b' => [1, 2, { 'c' => nil }] } }, { 'a' => [], 'b' => {} },
  { 1 => 2 }, { nil => 1 }, { :s => 1 }, { 1.5 => 2 }, { true => false }, { [1, 2] => 3 }, { { 'a' => 1 } => 2 },
  [nil, true, 1, 1.5, 'x', :y, [], {}], { 'é' => 'ü', "\n" => "\t" },
  'bin'.b, "\xff".b, "\xc3\xa9".b, 'ascii'.encode('US-ASCII'), "\xff".dup.force_encoding('UTF-8'), "a\xffb".dup.force_encoding('UTF-8'),
  1..3, 1...3, ('a'..), /re/i, /a\/b/mix, /x/m, Time.at(0).utc, Time.at(1_600_000_000, in: '+02:00'), Set.new([1]),
  "\xc3".b, "\xc3a".b, "\x80".b, "\xed\xa0\x80".b, "\xf4\x90\x80\x80".b, "\xc0\x80".b, "a\xe2\x82".b, "\xe2\x82\xac\xf0\x9f\x98\x80".b
]
values.each do |v|
  c 'JSON.generate', v
  c 'JSON.pretty_generate', v
  c 'to_json', v
end

doc = { 'name' => 'x', 'list' => [1, 2.5, nil, true, { 'k' => [] }], 'empty' => {}, 'nested' => { 'a' => { 'b' => 'c' } } }
c 'JSON.generate', doc, { indent: "\t", space: ' ', object_nl: "\n", array_nl: "\n" }
c 'JSON.generate', doc, { space_before: ' ', space: ' ' }
c 'JSON.pretty_generate', doc, { indent: "\t" }
c 'JSON.pretty_generate', doc, { indent: '    ', space: '', space_before: ' ' }
c 'JSON.pretty_generate', doc, { array_nl: '', object_nl: '' }
c 'JSON.pretty_generate', doc, { array_nl: ' ', object_nl: ' ' }
c 'JSON.pretty_generate', doc, { object_nl: "\n", array_nl: '' }
c 'JSON.pretty_generate', doc, { max_nesting: 2 }
c 'JSON.pretty_generate', doc, { max_nesting: 3 }
c 'JSON.pretty_generate', doc, { max_nesting: false }
c 'JSON.pretty_generate', doc, { max_nesting: nil }
c 'JSON.pretty_generate', doc, { max_nesting: 0 }
c 'JSON.pretty_generate', [Float::NAN, Float::INFINITY], { allow_nan: true }
c 'JSON.generate', [Float::NAN], { allow_nan: true }
c 'JSON.generate', -Float::INFINITY, { allow_nan: true }
c 'JSON.generate', ['é', "\u{1F600}", '/', "\u2028"], { ascii_only: true }
c 'JSON.generate', ['é', '/'], { escape_slash: true }
c 'JSON.generate', ['é', '/', "\u2028"], { script_safe: true }
c 'JSON.generate', ["\xff".b], { ascii_only: true }
["\xc3".b, "\xc3a".b, "\x80".b, "\xed\xa0\x80".b, "\xf4\x90\x80\x80".b, "\xc0\x80".b, "a\xe2\x82".b, "\x7f\x01é\u{10FFFF}"].each do |s|
  c 'JSON.generate', [s], { ascii_only: true }
end
c 'JSON.generate', { 'a/b' => '</x>' }, { ascii_only: true, escape_slash: true }
c 'JSON.generate', doc, { depth: 2 }
c 'JSON.pretty_generate', doc, { depth: 1 }
c 'JSON.pretty_generate', doc, { indent: 2 }
c 'JSON.generate', doc, { strict: true }
c 'JSON.generate', [:sym], { strict: true }
deep = 'x'
100.times { deep = [deep] }
c 'JSON.generate', deep
deep2 = [deep]
c 'JSON.generate', deep2
c 'JSON.generate', deep2, { max_nesting: 101 }
c 'to_json', deep2
dh = 1
101.times { |i| dh = { "k#{i}" => dh } }
c 'JSON.generate', dh
c 'JSON.pretty_generate', [[[]], [{}], { 'a' => [[]] }]

# Parsing.
[
  '', ' ', 'null', 'true', 'false', '1', '-1', '-0', '0', '01', '1.5', '-1.5', '1e5', '1E5', '1e+5', '1e-5', '1.5e3', '1.', '.5',
  '1.0', '-0.0', '12345678901234567890', '-12345678901234567890123', '1e400', '-1e400', '1e-400', '0.1', '3.141592653589793238462643383279',
  '"a"', '"a\\nb"', '"\\u00e9"', '"\\ud83d\\ude00"', '"\\ud83d"', '"\\ude00"', '"\\u0000"', '"\\/"', '"\\q"', '"\\"', "\"\t\"",
  "\"\x01\"", '"é"', "\"\xff\"", '"\\u00"', '"\\uZZZZ"', "\"\u2028\"",
  '[]', '[1,2]', '[1,]', '[,1]', '[1 2]', '[', ']', '{}', '{"a":1}', '{"a":1,}', '{"a" 1}', '{a:1}', "{'a':1}", '{"a":1,"a":2}',
  '{"a":1,"b":2,"a":3}', '{"a":{"b":[1,{"c":null}]}}', ' [1] ', '[1] x', '[1]]', '{"a":1}}', 'nul', 'tru', 'NaN', 'Infinity',
  '-Infinity', '[NaN]', '[Infinity]', '[-Infinity]', 'nan', '/* c */ [1]', '[1 /* c */]', "// c\n[1]", '[1] // c', '/* x',
  '[1,/* c */2]', '"\\u20AC"', '"x" "y"', '[true false]', '{"a":}', '{:1}', '{"a":1 "b":2}', '"abc', '[1,2', '{"a":[1,2}',
  "[1,\n2,\n3x]", '- 1', '+1', '0x10', '1_000', '[1e]', '[1.e5]', '[-]', '["a\\u00e9\\t"]', "\xef\xbb\xbf[1]", "[\"\\u0041\"]",
  '{"json_class":"String","raw":[97]}', '{"a":' * 5 + '1' + '}' * 5, '[' * 100 + ']' * 100, '[' * 101 + ']' * 101,
  '{"a":' * 101 + '1' + '}' * 101, "\n\n  [1,\n  2,\n  {\"a\": x}]",
  '"\\ud83d\\u0041"', '"\\ud83dxxxxxx"', '"\\ud83d\\ud83d"', '"\\udc00\\ud83d"', '["\\ud83d"]', '"\\u"', '"\\u12"',
  '[1,2,{"a":tru}]', '{"a":[1,}', '[{"a":1},{"b" 2}]', '{"a":{"b":}}', '[[1,2],[3,]]', '{"a":1}x', '  ', "\t[1]\n", "[1]\n\n",
  "[\"a\nb\"]", '[1.5e]', '[1e5.5]', '[0.5e-]', '[-0]', '[-01]', '[00]', '[1.0E+2]', '[1E-0]', '{"":1}', '{"a":[],"b":{}}',
  "[1,\n/* a\n b */ 2]", '[1,// c' + "\n" + '2]', '[/**/]', '[/*/]', '[ / ]', '[1/2]', "\u00a0[1]", '[true,false,null]', '[truex]'
].each { |s| c 'JSON.parse', s }
c 'JSON.parse', '{"a":{"b":1},"c":[{"d":2}]}', { symbolize_names: true }
c 'JSON.parse', '[NaN, Infinity, -Infinity]', { allow_nan: true }
c 'JSON.parse', '[' * 101 + ']' * 101, { max_nesting: false }
c 'JSON.parse', '[' * 3 + ']' * 3, { max_nesting: 2 }
c 'JSON.parse', '[' * 2 + ']' * 2, { max_nesting: 2 }
c 'JSON.parse', '{"a":1.5}', { decimal_class: nil }
c 'JSON.parse', '{"json_class":"String","raw":[97]}', { create_additions: false }
c 'JSON.parse', '[1]', { freeze: true }
c 'JSON.load', '{"a":[1,2.5,null]}'
c 'JSON.load', ''
c 'JSON.load', nil
c 'JSON.load', '[NaN]'
c 'JSON.load', "['a', 'b']"
c 'JSON.load', '["a", "b"]'
c 'JSON.load', '[' * 101 + ']' * 101
c 'JSON.load', '{"json_class":"String","raw":[97]}'

# Mutations of valid documents (a fixed seed): error positions and values
# on many near-valid inputs.
rng = Random.new(20240601)
docs = ['{"a": [1, 2.5e3, -0.5, null, true], "b": {"c": "d\\u00e9\\n", "e": []}}', '[{"k":1},[2,[3,{"x":"y"}]],"s",-12,1E+2]',
        "/* c */ {\"a\" : 1 , // x\n \"b\":[ ]}", '["\\ud83d\\ude00", "\\\\", "\\/", 0, -0.0]']
alphabet = ['{', '}', '[', ']', ',', ':', '"', '\\', '/', '*', ' ', "\n", '-', '+', '.', 'e', '0', '1', 'a', 'n', 't', 'f', 'N', 'I', "\t", 'u', 'x']
300.times do
  d = docs[rng.rand(docs.size)].dup
  (1 + rng.rand(3)).times do
    pos = rng.rand(d.size + 1)
    case rng.rand(3)
    when 0 then d.insert(pos, alphabet[rng.rand(alphabet.size)])
    when 1 then d[pos] = '' if pos < d.size
    else d[pos] = alphabet[rng.rand(alphabet.size)] if pos < d.size
    end
  end
  c 'JSON.parse', d
  c 'JSON.parse', d, { allow_nan: true }
end
