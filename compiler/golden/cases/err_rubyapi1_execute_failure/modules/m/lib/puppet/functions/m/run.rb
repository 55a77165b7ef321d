# Puppet::Util::Execution.execute of a failing command, the error not rescued.
Puppet::Functions.create_function(:'m::run') do
  dispatch :run do
    param 'Array', :command
  end

  def run(command)
    Puppet::Util::Execution.execute(command, failonfail: true, combine: true)
  end
end
