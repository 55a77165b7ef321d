Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    '%-10s|%+05d|%x|%o|%e|%g|%.3g|%10.4f|%b|%08b|%c|%%' % ['ab', 42, 255, 8, 12345.678, 0.0001, 3.14159, 2.5, 5, 5, 65]
  end

  def p1
    format('%05.1f%%', 12.345)
  end

  def p2
    '%*d|%-*d|' % [5, 1, 4, 2]
  end

  def p3
    format('%#x %#o %#b % d %+.2e', 255, 8, 5, 3, -1234.5)
  end

  def p4
    format('%<a>s-%<b>05.2f %{c}', a: 'x', b: 3.14159, c: :sym)
  end

  def p5
    format('%s and %p', 'str', 'str')
  end

  def p6
    format('%-8.3s|', 'abcdef')
  end

  def p7
    format('%.0f %.0f %.0f %.0f', 0.5, 1.5, 2.5, -0.5)
  end

  def p8
    format('%.15g %.17g', 0.1, 0.1)
  end

  def p9
    format('%d', 3.99)
  end

  def p10
    format('%d', '0x1f') rescue $!.class
  end

  def p11
    format('%f', '1.5')
  end

  def p12
    format('%s', [1, 'a', nil])
  end

  def p13
    format('%10s|%-10s|', 'é', 'ü')
  end

  def p14
    'é'.bytesize
  end

  def p15
    'é'.b.bytes
  end

  def p16
    "caf\xC3".scrub('?')
  end

  def p17
    "caf\xC3".valid_encoding?
  end

  def p18
    'ǅ'.capitalize + 'ǆ'.upcase + 'Ǆ'.downcase
  end

  def p19
    'ﬃ'.upcase
  end

  def p20
    'ÀÉÎ'.swapcase
  end

  def p21
    'straße'.upcase
  end

  def p22
    'İ'.downcase.bytes
  end

  def p23
    'hello world'.tr('a-y', 'b-z')
  end

  def p24
    'hello'.tr('^l', '*')
  end

  def p25
    'hello'.delete('l')
  end

  def p26
    'aaabbbccc'.squeeze
  end

  def p27
    'mississippi'.squeeze('sp')
  end

  def p28
    'hello world'.count('lo')
  end

  def p29
    'hello'.count('a-z', '^l')
  end

  def p30
    ['az'.succ, 'zz'.succ, 'a9'.succ, 'Zz'.succ, '1.9'.succ, ''.succ]
  end

  def p31
    'a'.upto('e').to_a.join
  end

  def p32
    'ab'.center(7, '*') + 'é'.ljust(3, '.') + 'x'.rjust(4, 'ab')
  end

  def p33
    "tab\there".expand_tabs rescue $!.class
  end

  def p34
    'Hello World'.scan(/o./)
  end

  def p35
    'a,b;c d'.split(/[,; ]/, 2)
  end

  def p36
    'a,,b,,'.split(',')
  end

  def p37
    'a,,b,,'.split(',', -1)
  end

  def p38
    'abc'.each_char.with_index.map { |c, i| c * (i + 1) }.join
  end

  def p39
    "line1\nline2\r\nline3".lines.map(&:chomp)
  end

  def p40
    '  x  '.strip.empty?
  end

  def p41
    "\u00e9".unicode_normalize(:nfd).bytesize
  end

  def p42
    'ab' <=> 'b'
  end

  def p43
    'abc'.casecmp?('ABC')
  end

  def p44
    'Ünïcödé'.encode('US-ASCII', invalid: :replace, undef: :replace, replace: '?')
  end

  def p45
    'snake_case_word'.split('_').map.with_index { |w, i| i.zero? ? w : w.capitalize }.join
  end

  def p46
    'CamelCaseString'.gsub(/([A-Z])/) { "_#{$1.downcase}" }.sub(/^_/, '')
  end

  def p47
    'x=1&y=2'.split('&').map { |kv| kv.split('=') }.to_h
  end

  def p48
    'hello'[1..-2] + 'hello'[-3, 2] + 'hello'.slice(0, 2)
  end

  def p49
    'hello world'.sub(/o/) { |m| m.upcase } + 'aaa'.gsub('a') { 'b' }
  end

  def p50
    'path/to/file.tar.gz'.rpartition('.') + 'k=v=w'.partition('=')
  end

  def p51
    'abc'.start_with?('ab', 'x') && 'abc'.end_with?('bc')
  end

  def p52
    '%.2f' % 1.005
  end

  def p53
    '%.1f' % 0.25
  end

  def p54
    12345678.to_s.reverse.scan(/\d{1,3}/).join(',').reverse
  end

  def p55
    '3 apples'.to_i + '0x1A'.hex + '777'.oct + '0b101'.to_i(0) + '1e3'.to_f.to_i
  end

  def p56
    '%s' % :sym
  end

  def p57
    '%05s' % 'ab'
  end

  def p58
    '%c' % 'hello'
  end

  def p59
    '%-+6d|' % 42
  end

  def p60
    'ab'.prepend('x').concat('y', 'z')
  end

  def p61
    'Ab'.ord.chr + 97.chr + 8364.chr(Encoding::UTF_8)
  end

  def p62
    'abc'.each_byte.sum
  end

  def p63
    'hello world how are you'.split.each_slice(2).map { |a| a.join(' ') }
  end

  def p64
    'hello'.insert(2, 'XX').delete_prefix('he').delete_suffix('lo')
  end

  def p65
    'hello world'.delete('a-z', '^l')
  end

  def p66
    'aaabbbccc'.squeeze('a-z', '^b')
  end

  def p67
    'a-b_c'.count('\-_')
  end

  def p68
    'hello^'.count('^')
  end

  def p69
    'hello'.count('lo', 'o')
  end

  def p70
    'hello world'.delete('lo', 'o')
  end

  def p71
    'abc'.each_byte.to_a
  end

  def p72
    'héllo'.each_byte.count
  end

  def p73
    'a-b'.tr('\-', '+')
  end

  def p74
    'hello'.tr_s('l', 'r')
  end
end
