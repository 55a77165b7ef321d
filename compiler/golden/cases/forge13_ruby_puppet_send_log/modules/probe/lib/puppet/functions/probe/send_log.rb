# Written for this case: a module function logging at a level chosen at run time (Puppet.send_log(level, message)).
Puppet::Functions.create_function(:'probe::send_log') do
  dispatch :run do
    param 'Enum[debug, info, notice, warning, err]', :level
    param 'String', :msg
  end

  def run(level, msg)
    Puppet.send_log(level.to_sym, msg)
    msg
  end
end
