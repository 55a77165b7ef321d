# Written for this case (QA-FORGE-9): Puppet::Util::Platform, which module types and functions ask
# (jruby? left out: Puppet Server answers true, puppet apply false.)
# (voxpupuli and puppetlabs modules branch on Puppet::Util::Platform.windows? for paths and commands).
Puppet::Functions.create_function(:'plat::info') do
  dispatch :info do
  end

  def info
    sep = Puppet::Util::Platform.windows? ? ';' : ':'
    [
      Puppet::Util::Platform.windows?,
      Puppet::Util::Platform.solaris?,
      Puppet::Util::Platform.fips_enabled?,
      Puppet::Util::Platform.default_paths,
      sep,
    ]
  end
end
