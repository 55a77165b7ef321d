Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # %I literal with interpolation
  def p0
    %I[a#{1} b c#{2 + 1}]
  end

  # %i literal
  def p1
    %i[x y]
  end
end
