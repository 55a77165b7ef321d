# Written for this case: module functions that behave differently when compiled on a server
# (Puppet.run_mode.server? / master?), as server-side-only helpers check.
Puppet::Functions.create_function(:'probe::run_mode') do
  dispatch :run do
  end

  def run
    m = Puppet.run_mode
    [m.name.to_s, m.server?, m.master?, m.agent?, m.user?]
  end
end
