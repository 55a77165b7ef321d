Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # logger to a StringIO with a formatter
  def p0
    require 'benchmark'; require 'logger'; require 'stringio'; io = StringIO.new; l = Logger.new(io); l.formatter = proc { |sev, _t, _p, msg| "#{sev}: #{msg}\n" }; l.info('hi'); l.debug('dbg'); l.level = Logger::WARN; l.info('no'); io.string
  end
end
