# frozen_string_literal: true

require 'yaml'
require 'json'

# Written for this case: the YAML/JSON calls module functions make to render config files
# (theforeman to_symbolized_yaml, stdlib to_yaml/to_json_pretty, extlib dump_config, jenkins, sensu...),
# each result or its exception class and message.
Puppet::Functions.create_function(:'probe::serialize') do
  dispatch :run do
    param 'Hash', :data
  end

  def attempt(label)
    "#{label}: #{yield.inspect}"
  rescue StandardError => e
    "#{label}: #{e.class}: #{e.message}"
  end

  def run(data)
    sym = { name: 'x', list: [:a, 'b'], nested: { 'k' => :v } }
    aliased = "base: &b\n  k: 1\nother: *b\n"
    [
      attempt('to_yaml line_width') { { 'long' => 'word ' * 30 }.to_yaml(line_width: -1) },
      attempt('to_yaml indentation') { data.to_yaml(indentation: 4) },
      attempt('YAML.dump header') { YAML.dump(data, header: true) },
      attempt('symbols to_yaml') { sym.to_yaml },
      attempt('YAML.load symbols') { YAML.load(sym.to_yaml) },
      attempt('YAML.load aliases') { YAML.load(aliased) },
      attempt('YAML.load aliases: true') { YAML.load(aliased, aliases: true) },
      attempt('YAML.unsafe_load') { YAML.unsafe_load(sym.to_yaml) },
      attempt('safe_load permitted') { YAML.safe_load(sym.to_yaml, permitted_classes: [Symbol]) },
      attempt('safe_load positional') { YAML.safe_load(sym.to_yaml, [Symbol]) },
      attempt('safe_load symbolize') { YAML.safe_load("a: 1\nb: [2, 3]\n", symbolize_names: true) },
      attempt('safe_load date') { YAML.safe_load("d: 2024-01-02\n") },
      attempt('load_stream') { YAML.load_stream("--- 1\n--- two\n") },
      attempt('yaml bools') { YAML.safe_load("a: yes\nb: no\nc: on\nd: off\ne: y\nf: ~\ng: 0o17\nh: 0x1f\ni: 1_000\nj: 1e3\nk: .inf\n") },
      attempt('JSON.pretty_generate') { JSON.pretty_generate(data) },
      attempt('pretty indent') { JSON.pretty_generate(data, indent: '    ', space: ' ', object_nl: "\n", array_nl: "\n") },
      attempt('JSON.generate space') { JSON.generate(data, space: ' ') },
      attempt('to_json sym') { sym.to_json },
      attempt('JSON.parse symbolize') { JSON.parse('{"a": {"b": [1, 2.5, null, true]}}', symbolize_names: true) },
      attempt('JSON.parse bad') { JSON.parse('{"a": }') },
      attempt('JSON.dump') { JSON.dump('a' => Float::INFINITY) },
      attempt('JSON.generate nan') { JSON.generate([Float::NAN]) },
      attempt('JSON.generate allow_nan') { JSON.generate([Float::NAN], allow_nan: true) },
      attempt('JSON.parse big') { JSON.parse('[12345678901234567890, 1.0e400]') },
      attempt('JSON load_file missing') { JSON.load_file('/nonexistent/x.json') },
    ]
  end
end
