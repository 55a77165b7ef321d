# ruby psych_errors.rb > psych_errors.json: what Psych (Ruby 3.1, Psych 4.0.3,
# libyaml 0.2.5) says for each malformed input of this list.
require 'yaml'
require 'json'
inputs = [
  "classes: [unclosed\n", "a: 1\n b: 2\n", "a: 1\nb: c: d\n", "a:\n  - 1\n  b: 2\n",
  "a: 'unterminated\n", "a: \"x\n", "a: {b: 1\n", "a: @x\n", "a:\n\t- 1\n", "key\nother: 1\n",
  "a: [1, 2\nb: 3\n", "- a\nb: 1\n", "a: |\n  x\n y\n", "a: !foo!bar x\n", "%YAML 2.0\n---\na: 1\n",
  "a: b\n  c\n d: e\n", "\"a\nb\": 1\n", "a: `x`\n", "a:\n  b: 1\n   c: 2\n",
  "a: 1\n---\nb: [\n", "--- a\nb: 1\n", "a: 1\n... x\n", "a: &\n", "a: *\n", "a: !<x\n",
  "a: \"\\q\"\n", "a: '\n\n", "? a\n? b\n: c\n d\n", "- [a, b}\n", "{a: 1]\n", "a: 1\n- b\n",
  "a:\n  - b\n -c\n", "a: >\n x\n\ty\n", "%TAG ! x\n%TAG ! y\n---\na\n", "%FOO\n---\na\n",
  "a: [b, c]]\n", "a: {b: [c}\n", "  - a\n - b\n", "a:\n    b: 1\n  c: 2\n", "a: b: c\n",
  "- a: 1\n  b: 2\n c: 3\n", "a: |x\n  y\n", "a: \"\\x4\"\n", "a: \x01\n",
  "a: 1\nb\n", "list:\n- a\n- b\n  c: d\n", "a: [1,\n2,\n3\n", "k: v\n\"x\": 1 2: 3\n",
  # recorded later, for Punch's own explainer (internal/yamlerr)
  "a: {b:c}\n", "nested: { a:{ b: 1 } }\n", "a: [", "a: x\n[", "[? , b: c]\n", "[?]\n",
  "a: !e!y `\n", "a: !!\n", "a: !x,y\n", "[!!str, !x]\n", "a: \"\\'\"\n", "a: &x.y 1\n",
  ": x\n", "a: 1\r\nb\r\n", "a: \"\\uD800\"\n", "---\n- a\n---\n- [\n", "a: b\n\tc: d\n",
  "- a\n  - b\n", "a: |0\n x\n", "? a\n: b\n: c\n", "%YAML 1.1\n%YAML 1.1\n---\na\n",
  "%TAG !e! tag:x\n--- !f!y a\n", "a: [b: :c]\n", "a: 'x\n---\n'\n", "a:\n  b\n  c: d\n",
]
out = inputs.map do |s|
  msg = begin
    Psych.safe_load(s); ''
  rescue Psych::SyntaxError => e
    e.message.sub(/\A\(<unknown>\): /, '')
  rescue Exception => e
    "#{e.class}"
  end
  [s, msg]
end
puts JSON.pretty_generate(out)
