# Regenerates psych_docs.json: Psych's safe_load (permitted: Symbol,
# aliases on, as Puppet's ENC loader) on whole documents, as typed trees.
# Run: ruby psych_docs.rb > psych_docs.json
require 'yaml'
require 'json'

require_relative 'psych_typed'

docs = [
  "a: 1\nb: [x, y]\nc: {d: e}\n",
  "z: 1\na: 2\nm: 3\n",
  "a: 1\nb: 2\na: 3\n",
  "base: &b {x: 1, y: 2}\nc:\n  <<: *b\n  y: 3\n",
  "c:\n  y: 3\n  <<: {x: 1, y: 2}\n",
  "c:\n  <<: [{x: 1}, {x: 2, z: 3}]\n",
  "s: &s str\nc:\n  <<: *s\n",
  "c:\n  <<: [{x: 1}, 2]\n",
  "c:\n  \"<<\": {x: 1}\n",
  "c:\n  !!str <<: {x: 1}\n",
  "c:\n  <<: 5\n",
  "a: &x [1, {b: 2}]\nb: *x\n",
  "!!omap [a: 1, b: 2, a: 3]\n",
  "x: !!binary aGVsbG8=\n",
  "x: !!binary |\n  aGVs\n  bG8=\n",
  "x: !!str 12\ny: !!int \"12\"\nz: !!float 1\nw: !!float \"2.5\"\nv: !!null ''\nu: !!bool yes\n",
  "x: !foo bar\ny: !foo '12'\nz: !!timestamp_no 1\n",
  "x: !ruby/sym foo\ny: :bar\n:z: 1\n",
  "{1: a, 2.5: b, true: c, ~: d}\n",
  "- |\n  lit\n  eral\n- >\n  fol\n  ded\n- \"dq\\tx\"\n- 'sq''x'\n",
  "a: 1\n---\nb: 2\n",
  "",
  "# only a comment\n",
  "---\n",
  "--- ~\n",
  "- [1, [2, [3, []]], {}]\n",
  "x: !!map {a: 1}\ny: !!seq [1]\n",
  "x: !ruby/object:Hash {a: 1}\n",
  "key with spaces: value with spaces\n? complex\n: v\n",
  "a: 'yes'\nb: \"1\"\nc: yes\n",
  "classes:\n  foo::bar:\n  foo:\n    x: hello\nparameters:\n  p: [1, 2]\n",
]
errs = [
  "x: !ruby/object:Foo {a: 1}\n",
  "x: !!set {a, b}\n",
  "x: 2020-01-02\n",
  "x: !ruby/regexp /a/\n",
  "x: [1\n",
  "x: *nope\n",
  "x: !!float abc\n",
  "x: 0x\n",
]
out = docs.map do |d|
  begin
    { "in" => d, "out" => typed(Psych.safe_load(d, permitted_classes: [Symbol], aliases: true)) }
  rescue => e
    { "in" => d, "error" => e.message }
  end
end
out += errs.map do |d|
  begin
    { "in" => d, "out" => typed(Psych.safe_load(d, permitted_classes: [Symbol], aliases: true)), "expect_error" => true }
  rescue => e
    { "in" => d, "error" => e.message }
  end
end
puts JSON.pretty_generate(out)
