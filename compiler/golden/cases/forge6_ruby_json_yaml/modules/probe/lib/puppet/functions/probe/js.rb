# frozen_string_literal: true

require 'json'
require 'yaml'

Puppet::Functions.create_function(:'probe::js') do
  dispatch :run do
  end

  def run
    tests = [
      -> { JSON.parse('{"a": 1, "b": [1.5, 1e2, 12345678901234567890, -0.0, true, null], "a": 2}') },
      -> { JSON.parse('{"k": {"n": 1}}', symbolize_names: true) },
      -> { JSON.parse('[1, NaN]', allow_nan: true).map(&:to_s) },
      -> { JSON.parse('[NaN]') },
      -> { JSON.parse('"just a string"') },
      -> { JSON.parse('') },
      -> { JSON.parse('{"a":') },
      -> { JSON.generate([Float::NAN]) },
      -> { JSON.pretty_generate([]) + '|' + JSON.pretty_generate({}) + '|' + JSON.pretty_generate([1, [2, {}]]) },
      -> { [JSON.dump('x'), JSON.dump(nil), { 1 => :sym, nil => 1.0 }.to_json, 'é'.to_json, "\u2028".to_json, JSON.generate('é', ascii_only: true), JSON.generate('</', script_safe: true)] },
      -> { [1.0.to_json, 1e20.to_json, 1.0e-5.to_json, (2**70).to_json, 100.0.to_json] },
      -> { YAML.safe_load("a: &x [1, 2]\nb: *x\n") },
      -> { YAML.safe_load("a: &x [1, 2]\nb: *x\n", aliases: true) },
      -> { YAML.safe_load(":sym: 1\n") },
      -> { YAML.safe_load(":sym: 1\n", permitted_classes: [Symbol]) },
      -> { YAML.safe_load("k: v\n", symbolize_names: true) },
      -> { YAML.safe_load("d: 2024-01-01\nt: 12:30:00\nb: yes\nn: ~\nf: 1.5e3\no: 0o17\nx: 0x1f\ni: 1_000\ns: 'yes'\n") },
      -> { YAML.safe_load("--- !ruby/object:OpenStruct\na: 1\n") },
      -> { YAML.load("- 1\n- [2, 3]\n- {a: b}\n- |\n  lit\n  eral\n- >\n  fol\n  ded\n") },
      -> { YAML.load("a: b: c") },
      -> { [[1, 2].to_yaml, { 'x' => nil }.to_yaml, 'plain'.to_yaml, nil.to_yaml, YAML.dump({ a: 1 }), { 'k' => 'v' }.to_yaml(line_width: -1)] },
    ]
    tests.each_with_index.map do |t, i|
      begin
        "#{i}: #{t.call.inspect}"
      rescue Exception => e
        "#{i}: #{e.class}: #{e.message}"
      end
    end
  end
end
