Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  # tr ranges and negation
  def p0
    ['hello world'.tr('a-y', 'b-z'), 'hello'.tr('^l', '*'), 'hello'.tr('el', 'ip'), 'aabbcc'.tr_s('ab', 'xy'), 'a-b_c'.tr('-_', '  '), 'hello'.tr('a-z', 'A-Z'), "a\\b".tr('\\', '/')]
  end

  # succ and upto
  def p1
    ['az'.succ, 'zz'.succ, 'a9'.succ, 'Zz'.succ, '1.9'.succ, ''.succ, 'a'.upto('e').to_a, '08'.upto('11').to_a]
  end

  # justify and center
  def p2
    ['ab'.center(7, '*'), 'ab'.ljust(6, '-='), 'ab'.rjust(5, '0'), 'abcdef'.center(3), 'é'.ljust(3, '.')]
  end

  # pack and unpack
  def p3
    ['AB'.unpack('C*'), [65, 66].pack('C*'), [1].pack('N').bytes, 'abc'.unpack1('H*'), ['616263'].pack('H*'), [1, 2].pack('n*').unpack('n*'), 'hello'.unpack('a2 a*'), ['abc'].pack('m0'), 'YWJj'.unpack1('m'), [1].pack('V').unpack1('V'), ['x'].pack('A4') + '|']
  end

  # format directives
  def p4
    [format('%-10s|', 'ab'), format('%05.1f', 3.14159), format('%x %o %b %X', 255, 8, 5, 255), format('%e', 12345.678), format('%+d % d', 5, 5), format('%10.3s|', 'abcdef'), format('%-+8.2f|', 1.5), format('%#x %#o', 255, 8), format('%c', 65), format('%%'), format('%08.3e', 1.5), format('%g %g %g', 1e-5, 123456789.0, 0.5)]
  end

  # named format
  def p5
    [format('%{a}-%{b}', a: 1, b: 'x'), format('%<n>05d|%<s>-4s|', n: 42, s: 'ab'), '%s and %s' % %w[x y], '%-5s|%3d' % ['a', 7], '%.2f%%' % 99.5]
  end

  # sub and gsub forms
  def p6
    ['a-b-c'.sub('-', '+'), 'a-b-c'.gsub('-') { |m| m * 2 }, 'cat hat'.gsub(/(?<l>[ch])at/, '\k<l>ot'), 'abc'.gsub(/b/, 'b' => 'B'), 'john smith'.gsub(/\b\w/, &:upcase), 'a.b'.gsub('.', '\\\\.'), 'x1y2'.gsub(/\d/) { $&.to_i * 2 }, 'aaa'.sub(/a/, '\0\0'), 'path/to'.gsub('/', '\\'), 'a b'.gsub(' ', '\\ ')]
  end

  # slicing and insert
  def p7
    s = +'hello world'; [s[0, 5], s[-5..], s[/w(or)/, 1], s['lo w'], s.slice(1..3), s.insert(5, ','), s.slice!(0, 1), s, s.byteslice(0, 3), 'héllo'.byteslice(1, 2).valid_encoding?]
  end

  # split forms
  def p8
    ['a,b,,c,,'.split(','), 'a,b,,c,,'.split(',', -1), 'a b  c'.split, 'a b  c'.split(' ', 2), 'abc'.split(''), 'a1b2c'.split(/(\d)/), 'key = value = x'.split(/\s*=\s*/, 2), ''.split(','), ' a b '.split(' '), 'a|b'.split('|')]
  end

  # partition and scan
  def p9
    ['key=val=x'.partition('='), 'key=val=x'.rpartition('='), 'no'.partition('='), 'a1b22c333'.scan(/\d+/), 'k1=v1;k2=v2'.scan(/(\w+)=(\w+)/), 'aaa'.scan(/a*/), 'The Cat'.scan(/[A-Z]/) { |m| m }]
  end

  # case and unicode
  def p10
    ['ÉCOLE'.downcase, 'straße'.upcase, 'ǅ'.downcase, 'hello world'.capitalize, 'HeLLo'.swapcase, 'ÀB'.swapcase, 'i'.upcase(:turkic), 'ß'.capitalize, 'éa'.casecmp?('ÉA'), 'abc'.casecmp('ABD')]
  end

  # squeeze count delete
  def p11
    ['aaabbbccc'.squeeze, 'aaabbbccc'.squeeze('a-b'), 'hello'.count('lo'), 'hello'.delete('l'), 'he-llo'.delete('a-z', '^e'), 'mississippi'.squeeze('sp')]
  end

  # encodings
  def p12
    ['é'.bytesize, 'é'.b.length, 'abc'.encoding.to_s, 'abc'.force_encoding('ASCII-8BIT').encoding.to_s, "\xff".valid_encoding?, "a\xffb".scrub('?'), "a\xffb".scrub { |b| "<#{b.unpack1('H*')}>" }, 'abc'.ascii_only?, 'é'.unicode_normalize(:nfd).length]
  end

  # dump and inspect
  def p13
    ["a\tb\n".dump, "é".dump, '"q"'.inspect, "\e".inspect, "\u0000".inspect, "a\\b".inspect, '#{x}'.inspect, "\#$x".inspect, "é\u200b".inspect, "\x7f".inspect]
  end

  # numeric strings
  def p14
    ['0x1A'.hex, '777'.oct, '0b101'.oct, '0o17'.oct, '1_000'.to_i, '12abc'.to_i, ' 42 '.to_i, '1e3'.to_f, '.5'.to_f, '1.5e-3x'.to_f, 'ff'.to_i(16), 'z'.to_i(36), '-0x1f'.hex, Integer('0b11'), Integer('0o17'), Integer('  12  '), Float('1_000.5'), (Integer('08') rescue $!.message), Integer('08', 10)]
  end

  # integer to strings
  def p15
    [255.to_s(2), 255.to_s(16), -255.to_s(16), 35.to_s(36), 65.chr, 233.chr(Encoding::UTF_8), 0x1F600.chr('UTF-8'), 'A'.ord, 'é'.ord, 1234567.digits.first(3), 1234567.to_s.reverse.scan(/\d{1,3}/).join(',').reverse]
  end

  # each_line and lines
  def p16
    ["a\nb\r\nc".lines, "a\nb\n".lines(chomp: true), "a\n\nb\n\n\nc".each_line('').to_a, "x;y;z".each_line(';').map(&:chomp)]
  end

  # start end with and delete_prefix
  def p17
    ['prefix_x'.delete_prefix('prefix_'), 'x.conf'.delete_suffix('.conf'), 'abc'.start_with?(/a./), 'abc'.end_with?('c', 'z'), '/etc/x'.start_with?('/etc/', '/usr/'), 'Abc'.start_with?('a')]
  end

  # chomp chop strip
  def p18
    ["x\r\n".chomp, "x\n\n".chomp, "x".chop, "xyz".chomp('z'), "  x \t\n".strip, "\u00a0x\u00a0".strip, "\0x\0".strip, "xx".chomp(''), "a\n\n".chomp('')]
  end

  # string multiplication and concat
  def p19
    [('ab' * 3), 'a' + 'b' << 'c', 'x'.concat('y', 'z'), 'abc'.prepend('>'), %w[a b].join, [1, [2, [3]]].join(','), 'a'.freeze.frozen?, 'b'.dup.frozen?, (+'c').frozen?]
  end

  # each_char with_index and sum
  def p20
    ['abc'.each_char.with_index.map { |c, i| "#{i}#{c}" }, 'abc'.sum, 'abc'.chars.rotate(1).join, 'abc'.bytes.sum, 'ab'.each_byte.to_a, 'hello'.index('l'), 'hello'.rindex('l'), 'hello'.index('l', 3), 'héllo'.index('l'), ('héllo'.byteindex('l') rescue $!.class.name)]
  end
end
