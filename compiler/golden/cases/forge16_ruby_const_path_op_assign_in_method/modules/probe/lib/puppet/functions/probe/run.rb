module VS2
  A = Module.new
end
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # constant path op assign
  def p0
    VS2::A::B ||= 7; VS2::A::B
  end

  # constant path plain assign via const_set
  def p1
    VS2::A.const_set(:C, 8); VS2::A::C
  end
end
