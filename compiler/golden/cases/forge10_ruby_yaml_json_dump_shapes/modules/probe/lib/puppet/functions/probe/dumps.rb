# YAML and JSON text module functions and templates produce (to_yaml of config hashes: quoting of
# ambiguous strings, long-line folding, multi-line blocks, symbols, empty values; JSON.pretty_generate /
# generate options). Written for this case.
require 'yaml'
require 'json'

Puppet::Functions.create_function(:'probe::dumps') do
  def dumps
    data = {
      'plain' => 'value',
      'looks_bool' => ['yes', 'no', 'on', 'off', 'true', 'y', 'n', '~', 'null', 'Null'],
      'looks_num' => ['1', '1.0', '0x1F', '1e3', '010', '1_000', '.5', '+1', '-0', '1:20'],
      'special' => ['', ' lead', 'trail ', 'a: b', '#hash', '- dash', '[x]', '{y}', '*star', '&amp', '!bang', '%pct', '@at', '`tick', "quote'", 'dq"', 'x,y', '?q'],
      'multi' => "line1\nline2\n",
      'multi_nonl' => "line1\nline2",
      'multi_trail' => "a\n\n",
      'long' => 'word ' * 30,
      'long_nospace' => 'x' * 120,
      'unicode' => 'café ☕',
      'tab' => "a\tb",
      'ctrl' => "bell\a",
      'nums' => [1, -2, 3.5, 1.0e20, 0.1, 100.0, 2**64],
      'bools' => [true, false, nil],
      'sym' => :sym,
      'empty_h' => {},
      'empty_a' => [],
      'nested' => { 'a' => [{ 'b' => 1, 'c' => [] }], 'd' => { 'e' => nil } },
      1 => 'int key',
      'date_like' => '2024-01-02',
      'time_like' => '12:30:45',
    }
    [
      data.to_yaml,
      YAML.dump({ 'x' => [1, 2] }, line_width: -1),
      { 'long' => 'word ' * 30 }.to_yaml(line_width: 40),
      JSON.pretty_generate(data.reject { |k, _| k == 'sym' || k == 1 }),
      JSON.generate({ 'a' => 1, 'b' => [1, 2], 'c' => 'é/"' }),
      { 'a' => 'é', 'b' => "\u2028", 'f' => 1.0, 'big' => 1.0e20 }.to_json,
      JSON.generate({ 'a' => [] }, space: ' ', object_nl: "\n", indent: "\t"),
    ]
  end
end
