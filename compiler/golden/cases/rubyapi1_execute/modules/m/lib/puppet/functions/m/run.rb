# Puppet::Util::Execution.execute as module functions call it at compile
# time: the output, with the options real modules pass.
Puppet::Functions.create_function(:'m::run') do
  dispatch :run do
    param 'Any', :command
    optional_param 'Hash', :opts
  end

  def run(command, opts = nil)
    o = opts&.map { |k, v| [k.to_sym, v] }&.to_h
    out = o.nil? ? Puppet::Util::Execution.execute(command) : Puppet::Util::Execution.execute(command, o)
    out.inspect
  rescue Puppet::ExecutionFailure => e
    "#{e.class}: #{e.message}"
  end
end
