Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # Array.new too big
  def p0
    (Array.new(2**62) rescue [$!.class.name, $!.message])
  end

  # Array.new negative
  def p1
    (Array.new(-1) rescue [$!.class.name, $!.message])
  end

  # Array * too big
  def p2
    (([1, 2] * (2**61)) rescue [$!.class.name, $!.message])
  end

  # String * too big
  def p3
    (('ab' * (2**62)) rescue [$!.class.name, $!.message])
  end

  # String * bignum
  def p4
    (('ab' * (2**64)) rescue [$!.class.name, $!.message])
  end

  # Array * bignum
  def p5
    (([0] * (2**64)) rescue [$!.class.name, $!.message])
  end
end
