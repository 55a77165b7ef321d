# YAML and JSON written by module functions into config files: each call's output or its error.
require 'yaml'
require 'json'
Puppet::Functions.create_function(:'probe::emit') do
  def emit
    doc = { 'name' => 'svc', 'ports' => [80, 443], 'env' => { 'A' => '1', 'B' => nil, 'C' => true },
            'script' => "line1\nline2\n", 'trail' => "x\n\n", 'lead' => '  spaced', 'colon' => 'a: b', 'hash' => '#x',
            'yes' => 'yes', 'num_str' => '0123', 'float_str' => '1.0', 'date_str' => '2024-01-01', 'empty' => '', 'tilde' => '~',
            'uni' => 'é ✓', 'long' => ('word ' * 30).strip, 'list' => [{ 'a' => 1 }, [], {}], :sym => :val }
    probes = {
      'yaml_dump' => -> { YAML.dump(doc) },
      'yaml_opts' => -> { YAML.dump({ 'a' => { 'b' => [1, 2] }, 'l' => 'x ' * 30 }, indentation: 4, line_width: 40) },
      'yaml_no_header' => -> { { 'k' => 'v' }.to_yaml.sub(/\A---\n/, '') },
      'yaml_scalars' => -> { [1.0, 1e20, -0.0, 12345678901234567890, Float::INFINITY, 'null', 'on', '1e3', ':x'].map { |v| YAML.dump(v).sub(/\A--- /, '').chomp } },
      'json_pretty' => -> { JSON.pretty_generate({ 'a' => [], 'b' => {}, 'c' => [1, { 'd' => nil }], 'e' => 'é/"' }) },
      'json_opts' => -> { JSON.generate({ 'a' => [1, 2] }, space: ' ', object_nl: "\n", indent: '  ', array_nl: ' ') },
      'json_floats' => -> { JSON.generate([1.0, 1e20, 1.5e-7, 100.0, -0.0, 2**64]) },
      'json_nan' => -> { JSON.generate([Float::NAN]) },
      'json_escape' => -> { ["\u2028<script>&".to_json, JSON.generate("é", ascii_only: true), JSON.generate('/', script_safe: true)] },
      'json_sym_keys' => -> { JSON.generate({ a: :b, 1 => nil }) },
    }
    probes.each_with_object({}) do |(name, l), out|
      out[name] = begin
                    v = l.call
                    [String, Integer, Float, TrueClass, FalseClass, NilClass, Array, Hash].any? { |k| v.is_a?(k) } ? v : v.inspect
                  rescue StandardError => e
                    "#{e.class}: #{e.message}"
                  end
    end
  end
end
