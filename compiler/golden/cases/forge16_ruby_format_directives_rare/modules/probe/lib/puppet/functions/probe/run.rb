Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # negative numbers in binary hex octal
  def p0
    [format('%b', -5), format('%x', -255), format('%o', -8), format('%+b', -5), format('%+x', -255), format('% x', 255), format('%#b', 5), format('%#o', 0), format('%#x', 0), format('%08b', -5), format('%.5x', -1)]
  end

  # width and precision from arguments
  def p1
    [format('%*d|', 6, 42), format('%-*d|', 6, 42), format('%.*f', 2, 3.14159), format('%*.*f|', 8, 1, 2.25), format('%*s|', -5, 'ab')]
  end

  # positional and named arguments
  def p2
    [format('%2$s %1$s', 'a', 'b'), format('%1$s-%1$s', 'x'), format('%<a>08.3f', a: 3.14159), format('%{a}|%<b>5s', a: 1, b: 'z'), (format('%1$s %s', 'a') rescue [$!.class.name, $!.message]), (format('%<a>s %s', a: 1) rescue $!.class.name)]
  end

  # c p and s with objects
  def p3
    [format('%c', 'hello'), format('%c', 10004), format('%5c|', 65), format('%p %p', nil, 'q'), format('%s', nil), format('%s', [1, nil]), format('%s', { a: 1 }), format('%-6p|', :s), format('%.2s', 'abc'), format('%5.1s|', 'xyz')]
  end

  # floats rare
  def p4
    [format('%a', 1.0), format('%e', 0), format('%E', 1234.5), format('%G', 1e-10), format('%g', 100000), format('%g', 1000000), format('%#g', 1.0), format('%.0f', 0.5), format('%.0f', 1.5), format('%.0f', 2.5), format('%.1f', 0.25), format('%.2f', 1.005), format('%f', Float::INFINITY), format('%5.1f', -Float::INFINITY), format('%f', Float::NAN), format('%010.2f', -3.5), format('% .3e', 12.0)]
  end

  # integer rare
  def p5
    [format('%d', 3.99), format('%d', -3.99), format('%d', '0x1f'.hex), (format('%d', '12') rescue $!.class.name), (format('%d', 'x') rescue [$!.class.name, $!.message]), format('%d', 2**70), (format('%,d', 1) rescue $!.class.name)]
  end

  # too few and too many arguments
  def p6
    [(format('%s %s', 'a') rescue [$!.class.name, $!.message]), format('%s', 'a', 'b'), (format('%z', 1) rescue [$!.class.name, $!.message]), (format('%', 1) rescue [$!.class.name, $!.message]), format('100%%')]
  end

  # percent operator forms
  def p7
    ['%05.1f%%' % 12.345, '%s' % nil, '%s' % [nil], '%s and %s' % %w[a b], ('%s' % [[1, 2]]), '%-3s|' % :x, '%x' % 255, '%{n}' % { n: 1 }, ('%d' % nil rescue [$!.class.name, $!.message])]
  end
end
