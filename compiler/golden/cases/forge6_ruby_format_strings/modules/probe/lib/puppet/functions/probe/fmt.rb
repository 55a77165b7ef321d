# frozen_string_literal: true

require 'json'
require 'yaml'

Puppet::Functions.create_function(:'probe::fmt') do
  dispatch :run do
  end

  def run
    tests = [
      -> { format('%05.2f|%-8s|%+d|%x|%o|%e|%g|%b|%%|%c|%10.3s|%-+6d|% d', 3.14159, 'ab', 5, 255, 8, 12345.678, 0.0001234, 5, 65, 'abcdef', 42, 7) },
      -> { format('%<a>s-%<b>05d %{c}', a: 'x', b: 42, c: 'y') },
      -> { format('%*d|%-*d|%.*f', 5, 1, 4, 2, 2, 3.14159) },
      -> { format('%s', nil) + format('%p', [nil, 'a']) },
      -> { format('%08.3e|%G|%a', 1234.5, 1.0e-10, 1.0) },
      -> { format('%#x %#o %#b %X', 255, 8, 5, 255) },
      -> { [1.0 / 3, 2.5.round, 3.5.round, -2.5.round, 2.675.round(2), 1e16.to_s, 1e15.to_s, 1.0e-5.to_s, 0.1 + 0.2, 100.0.to_s, 1.23456789012345e+15] },
      -> { [255.to_s(2), 255.to_s(16), -255.to_s(36), '0b1010'.to_i(0), 'ff'.hex, '777'.oct, '12abc'.to_i, '1_000'.to_i, ' 42 '.to_i, '3.7e2'.to_f] },
      -> { [10.fdiv(3), 7.divmod(-2), -7 % 3, 7.remainder(-2), 4**0.5, 10.0.floor, 10.7.ceil(-1), 1234.5678.floor(2), 1234.5678.round(-2)] },
      -> { ['%.2f' % 2.345, '%.2f' % 2.355, '%.1f' % 0.25, '%.0f' % 0.5, '%.0f' % 1.5, '%d' % 3.99] },
      -> { 'a-b_c d'.tr('a-y', 'b-z') + '|' + 'hello'.tr('el', 'ip') + '|' + 'aaabbb'.squeeze + '|' + 'hello'.delete('l') + '|' + 'hello world'.count('lo') },
      -> { 'The Cat sat'.scan(/(\w)(\w+)/) },
      -> { 'John Smith'.sub(/(?<first>\w+) (?<last>\w+)/, '\k<last>, \k<first>') + '|' + 'a1b22c333'.gsub(/\d+/) { |m| m.length.to_s } + '|' + 'path/to/file'.gsub('/', '\\') },
      -> { 'a,b,,c,,'.split(',') + ['|'] + 'a,b,,c,,'.split(',', -1) + ['|'] + 'a b  c'.split + ['|'] + 'abc'.split('') + ['|'] + 'a1b2c3'.split(/(\d)/) + ['|'] + 'a,b,c'.split(',', 2) },
      -> { "line1\nline2\r\nline3".lines },
      -> { ['  x  '.strip, "\t\nx\n".lstrip, "x\n\n".chomp, 'xyz'.chomp('z'), 'abc'.chop, 'ab'.center(7, '*'), 'ab'.ljust(5, '.'), 'ab'.rjust(5, '12')] },
      -> { ['az'.succ, 'zz'.succ, 'a9'.succ, 'Zz'.succ] },
      -> { ["tab\tq\"b\\s\e\x01\u00e9\u{1F600}".inspect, 'é'.bytes, 'é'.bytesize, 'héllo'.unpack1('H*'), ['68c3a9'].pack('H*').force_encoding('UTF-8')] },
      -> { [{ 'a' => "x\ny", 'b' => [1, 2.0, nil, true] }.to_json, JSON.pretty_generate('k' => { 'n' => [] , 'e' => {} }), JSON.generate('s' => "\u00e9\u2028</script>")] },
      -> { { 'str' => 'yes', 'num' => '123', 'multi' => "a\nb\n", 'colon' => 'a: b', 'empty' => '', 'sym' => :s, 'nil' => nil, 'f' => 1.0, 'date' => '2024-01-01', 'lead' => ' x', 'star' => '*x' }.to_yaml },
      -> { ['abc' <=> 'abd', 'a'.casecmp('A'), 'a'.casecmp?('A'), 'abc'.start_with?(/a./), 'abc'.end_with?('bc', 'x'), 'hello'[1..], 'hello'[-3, 2], 'hello'[/l+/], 'hello'[/(h)(e)/, 2], 'hello'.index('l', 3), 'hello'.rindex('l')] },
      -> { s = +'hello world'; s.sub!(/world/, 'there'); s[0] = 'J'; s.insert(5, ','); s.prepend('>'); s.concat('!', '?'); s },
      -> { ['Hello World'.swapcase, 'hello world'.capitalize, 'HELLO'.downcase(:fold), 'ǅ'.downcase, 'straße'.upcase] },
      -> { ['a%b' % [], 'x' * 3, 'abc'.reverse, 'abc'.each_char.to_a, 'ab'.ord, 97.chr, 233.chr(Encoding::UTF_8), 'abc'.sum, 'abc'.crypt('ab'), 'hello'.partition('l'), 'hello'.rpartition('l')] },
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
