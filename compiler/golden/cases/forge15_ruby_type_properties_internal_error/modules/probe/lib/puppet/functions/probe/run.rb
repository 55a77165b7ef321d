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
    Puppet::Type.type(:file).properties.size
  end

  def p1
    Puppet::Type.type(:file).properties.first.inspect
  end

  def p2
    Puppet::Type.type(:file).properties.map(&:name).first(5)
  end
end
