# Cases for YAML.load / safe_load / unsafe_load (rlib/psych.Load). See ../record.rb.

docs = [
  '', ' ', '---', '--- ', '# c', '...', "---\n...\n---\n1", '~', 'null', 'a', "'a'", '"a\tb"', '1', '-1', '0x1F', '0o17', '017', '1_000',
  '1,000', '1.5', '1e3', '1.0e+3', '.inf', '-.inf', '.nan', '1:30', '1:30.5', 'yes', 'No', 'on', 'OFF', 'true', 'y', 'n',
  '12345678901234567890', '-12345678901234567890123', ':sym', ':"quoted sym"', "x: ':notsym'", '2020-01-01', '2020-01-01 10:00:00',
  '2020-13-01', '0b_', '.e+5', '"a\nb"', "|\n  literal\n  text\n", ">\n  folded\n  text\n", "|-\n  x\n", "- a\n- b\n- - c\n  - d",
  "a: 1\nb: [1, 2]\nc: {d: e}", '[]', '{}', '[1, [2, [3]]]', "? [1]\n: 2", '{1: 2, 1.5: 3, true: 4, ~: 5}', "a: 1\na: 2",
  "<<: {a: 1}\nb: 2", "b: 2\n<<: {b: 3, c: 4}", "<<: [{a: 1}, {a: 2, b: 3}]", "<<: 5", "<<: [1]", "'<<': {a: 1}", "!!str <<: {a: 1}",
  "a: &x {k: 1}\nb:\n  <<: *x\n  c: 2", "a: &x 1\nb: *x", "a: *nope", '&a [*a]', "- &s shared\n- *s", "a: &h {x: 1}\nb: *h",
  "x: !!int foo", 'x: !!int "12"', 'x: !!float 1', 'x: !!float "1.5"', 'x: !!float foo', 'x: !!float ~', 'x: !!float true',
  'x: !!str 1', 'x: !str 1', "x: !ruby/string foo", 'x: ! 123', "x: ! '123'", 'x: !!null ""', 'x: !!bool yes', 'x: !custom 1',
  "x: !binary aGVsbG8=", "x: !!binary |\n  aGVs\n  bG8=\n", 'x: !ruby/sym foo', 'x: !ruby/symbol foo', 'x: !ruby/sym:bar foo',
  'x: !ruby/regexp /a.b/ix', 'x: !ruby/regexp /a\/b/', 'x: !ruby/range 1..3', 'x: !ruby/range a...c', "x: !ruby/range\n  begin: 1\n  end: 2\n  excl: true",
  "- !ruby/object:Foo {a: 1}", "- !ruby/object {a: 1}", "x: !ruby/object:Hash {a: 1}", "!!set {a, b}", "!!omap [a: 1]",
  "!ruby/struct:Foo {a: 1}", "- !ruby/exception {message: m}", "x: !!seq [1]", "!custom [1]", "!custom {a: 1}",
  "a: [1", "a: b: c", "- a\nb: c", "\tx: 1", "a: \"x", "key: value\n  bad: indent", "[1, 2", "{a: 1", "a: 'x", "- [a\n- b",
  "%YAML 1.1\n--- a", "%FOO bar\n--- a", "--- !!str\n", "a:\n  - b\n  c: d", "@x", "`x", "a: |\n x\n  y", "x: \"\\q\"",
  "x: \"\\u00e9\\x41\\N\\_\\L\"", "é: ü", "\xef\xbb\xbfa: 1", "a: 1 # c", "a: 'it''s'", "---\n- a\n---\n- b", "a: !!map {b: 1}",
  "? |\n  multi\n  line\n: v", "{? a}", "[a: 1]", "- ? a\n  : b", ':a: 1', ':"a b": 1', "x: :a:b", "x: 1e400", "x: -0.0", "x: 0.0",
  "x: 00", "x: 09", "x: 0b101", "x: +1", "x: 1_2.3_4", "x: 6.02e23"
]
docs.each do |d|
  c 'YAML.load', d
  c 'YAML.safe_load', d
  c 'YAML.unsafe_load', d
end
c 'YAML.load', "a: &x 1\nb: *x", { aliases: true }
c 'YAML.load', "a: &h {x: 1}\nb: *h", { aliases: true }
c 'YAML.load', '&a [*a]', { aliases: true }
c 'YAML.load', "a: &x {k: 1}\nb:\n  <<: *x\n  c: 2", { aliases: true }
c 'YAML.load', "a: 1\nb: {c: 2}", { symbolize_names: true }
c 'YAML.load', "!ruby/object {a: 1}", { symbolize_names: true }
c 'YAML.load', '', { fallback: 'empty' }
c 'YAML.load', '', { fallback: false }
c 'YAML.load', 'a: [1', { filename: 'file.yaml' }
c 'YAML.safe_load', ':sym', { permitted_classes: ['Symbol'] }
c 'YAML.safe_load', ':sym', { permitted_symbols: ['sym'] }
c 'YAML.safe_load', ':sym', { permitted_classes: ['Symbol'], permitted_symbols: ['sym'] }
c 'YAML.safe_load', ':other', { permitted_classes: ['Symbol'], permitted_symbols: ['sym'] }
c 'YAML.safe_load', '2020-01-01 10:00:00 Z', { permitted_classes: ['Time'] }
c 'YAML.safe_load', 'x: !ruby/range 1..3', { permitted_classes: ['Range'] }
c 'YAML.safe_load', 'x: !ruby/regexp /a/', { permitted_classes: ['Regexp'] }
c 'YAML.safe_load', "- !ruby/object:Object {a: 1}", { permitted_classes: ['Object'] }
deep = '[' * 200 + ']' * 200
c 'YAML.load', deep
c 'YAML.load', ':""""'
c 'YAML.load', ':""'
c 'YAML.load', ":'a'b'"
