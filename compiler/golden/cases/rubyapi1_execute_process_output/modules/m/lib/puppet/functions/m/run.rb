# What Puppet::Util::Execution.execute returns: a ProcessOutput, a String
# with the command's exitstatus.
Puppet::Functions.create_function(:'m::run') do
  dispatch :run do
    param 'Array', :command
  end

  def run(command)
    out = Puppet::Util::Execution.execute(command, failonfail: false)
    "#{out.class} #{out.is_a?(String)} #{out.exitstatus.inspect} #{out.inspect}"
  end
end
