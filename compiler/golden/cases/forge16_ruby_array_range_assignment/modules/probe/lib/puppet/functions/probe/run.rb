Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # assignment to a range
  def p0
    b = [1, 2, 3]; b[1..1] = [:x, :y]; b
  end

  # assignment to a start and length with an array
  def p1
    c = %w[a b c d]; c[1, 2] = %w[X]; c
  end

  # assignment to an endless range
  def p2
    d = [1, 2, 3]; d[1..] = []; d
  end

  # assignment to start and length
  def p3
    c = [1, 2, 3]; c[0, 2] = 9; c
  end
end
