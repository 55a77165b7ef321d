# frozen_string_literal: true

require 'yaml'

# Written for this case: Psych's choice of scalar styles when module functions and templates render configuration
# with to_yaml (strings that look like other types, multi-line and long strings, special characters, unicode).
Puppet::Functions.create_function(:'probe::yaml_styles') do
  dispatch :run do
  end

  def run
    strings = [
      '123', '1.5', '0x1F', '0o17', '1e3', '1_000', '+1', '-', '--', '---', '...', 'true', 'True', 'yes', 'No', 'on', 'OFF', 'y', 'n',
      'null', 'Null', '~', '', ' ', ' lead', 'trail ', 'a: b', 'a:b', ':sym', 'key:', '#comment', 'a #b', 'a#b', '*star', '&amp', '!tag',
      '%pct', '@at', '`tick', '|pipe', '>gt', "'quote", '"dq', '[x]', '{y}', 'a, b', '?q', '2024-01-02', '2024-01-02 10:00:00', '12:30',
      '1:20:30', '.5', '5.', '.inf', '.NaN', '0', '00', '08', '0755', 'é', 'naïve café', "tab\there", "multi\nline", "trailing newline\n",
      "two\n\nblank", "  indented\nlines", 'x' * 100, ('word ' * 25).strip, "\u2603 snow", "ctrl\u0007bell", "\u00a0nbsp",
    ]
    {
      'strings' => strings.to_yaml,
      'hash' => { 'ports' => [80, 443], 'empty_a' => [], 'empty_h' => {}, 'nil' => nil, 'f' => 1.0, 'big' => 12345678901234567890, 'neg' => -0.5, 'sym' => :sym, 'nested' => [[1, 2], { 'a' => [] }] }.to_yaml,
      'keys' => { 'yes' => 1, '1' => 2, 1 => 3, 'a b' => 4, '' => 5, nil => 6, true => 7, 1.5 => 8 }.to_yaml,
    }
  end
end
