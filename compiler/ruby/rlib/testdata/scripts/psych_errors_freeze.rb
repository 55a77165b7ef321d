# Psych::SyntaxError's readers, and load's freeze: true (psych 4.0.3)
require 'yaml'
['a: [1, 2\nb: 3', 'a: b: c', "\tb: 1", "a:\n  - b\n c: d", "a: 'x", '[1, 2', "a: &x 1\nb: *y", "- a\nb: c", "{a: 1", "a: \"\\q\""].each do |src|
  show(src) do
    YAML.safe_load(src, aliases: true)
  rescue Psych::SyntaxError => e
    [e.message, e.file, e.line, e.column, e.offset, e.problem, e.context, e.problem&.encoding, e.class.ancestors.take(3)]
  end
end
show(:filename) { begin; YAML.safe_load('a: b: c', filename: 'f.yaml'); rescue Psych::SyntaxError => e; [e.message, e.file, e.line, e.column]; end }
show(:respond) { Psych::SyntaxError.instance_methods(false).sort }

show(:freeze) { d = YAML.safe_load("a: [x, 1, '']\nb: &x {c: d}\ne: *x\n", freeze: true, aliases: true); [d.frozen?, d['a'].frozen?, d['a'][0].frozen?, d['a'][2].frozen?, d['b'].frozen?, d['b']['c'].frozen?, d['e'].equal?(d['b']), d.keys.map(&:frozen?)] }
show(:freeze_scalar) { [YAML.load('--- x', freeze: true).frozen?, YAML.load('--- x').frozen?, YAML.load('', freeze: true), YAML.safe_load('', freeze: true, fallback: {}).frozen?, YAML.safe_load('', freeze: true, fallback: 'fb').frozen?] }
show(:freeze_stream) { YAML.load_stream("--- a\n--- [b]\n--- {c: [d]}", freeze: true).map { |d| [d.frozen?, (d.is_a?(Hash) ? d['c'].frozen? : nil)] } }
show(:freeze_false) { d = YAML.safe_load("a: [x]", freeze: false); [d.frozen?, d['a'].frozen?] }
show(:freeze_unsafe) { d = YAML.unsafe_load("x: !ruby/object:OpenStruct\n  table:\n    a: 1\n", freeze: true); [d.frozen?, d['x'].frozen?] }
show(:freeze_modify) { d = YAML.safe_load("a: [x]", freeze: true); d['a'] << 'y' }
