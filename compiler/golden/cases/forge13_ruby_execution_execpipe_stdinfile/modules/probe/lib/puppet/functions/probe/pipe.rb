# Written for this case: Puppet::Util::Execution.execpipe and execute with :stdinfile from a module function.
Puppet::Functions.create_function(:'probe::pipe') do
  dispatch :run do
  end

  def run
    [Puppet::Util::Execution.execpipe('printf "l1\nl2\n"') { |p| p.readlines.size },
     Puppet::Util::Execution.execute('wc -c', stdinfile: '/etc/passwd').to_i > 0]
  end
end
