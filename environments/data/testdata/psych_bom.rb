# Regenerates psych_bom.json: what Psych (Ruby 3.1, Psych 4, libyaml 0.2.5)
# makes of texts starting with U+FEFF, given as a String (Puppet's
# cached_file_data: yaml_data, eyaml, hiera.yaml; an ENC's output) and read
# from a file as 'bom|utf-8' (Puppet::Util::Yaml.safe_load_file, Psych.load_file:
# facts files, stdlib's loadyaml). Shapes as psych_docs.rb's.
# A U+FEFF at the start of a later line is left out: libyaml skips it between
# tokens, yaml.v3 (whose is_bom looks at its buffer's start) keeps it as text;
# see psychBOM in yaml.go.
# Run: ruby psych_bom.rb > psych_bom.json
require 'yaml'
require 'json'
require 'tmpdir'
require_relative 'psych_typed'

bom = "\uFEFF"
texts = [
  "---\na: 1\n", "a: 1\n", "a: 1\nb: 2\n", "a:\n  b: 1\n", "- 1\n- 2\n",
  "%YAML 1.1\n---\na: 1\n", "\ta: 1\n", "'x'\n", "--- a\n", "a: [1,\n 2]\n",
  "# c\na: 1\n", "\n---\na: 1\n", "", "---\nbom::greeting: 'h\u00e9llo'\nbom::list: [1, 2]\n",
].flat_map { |t| [bom + t, bom + bom + t] } + ["a: 1\n"]
def load(how)
  { "out" => typed(how.call) }
rescue Psych::Exception => e
  { "error" => e.message }
end
out = Dir.mktmpdir do |dir|
  path = File.join(dir, "doc.yaml")
  texts.map do |t|
    File.write(path, t)
    { "in" => t,
      "string" => load(-> { Psych.safe_load(t, permitted_classes: [Symbol], aliases: true, filename: "doc.yaml") }),
      "file" => load(-> { Psych.safe_load(File.read(path, encoding: 'bom|utf-8'), permitted_classes: [Symbol], aliases: true, filename: "doc.yaml") }) }
  end
end
puts JSON.pretty_generate(out)
